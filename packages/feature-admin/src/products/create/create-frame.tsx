import { useLingui } from '@lingui/react/macro';
import { Page, Stack } from '@portal/ui-kit/layout';
import type { ReactNode } from 'react';
import { ProductBreadcrumbs } from '../shared/product-breadcrumbs.tsx';
import { Stepper, type StepperProps } from './stepper.tsx';

/** Each step of the creation: the page's title, where the admin is among the steps, then the step. */
export function CreateFrame({ children, ...stepper }: StepperProps & { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Page title={t`Create a product`} description={t`Choose what the product is, then set its price and what it gives.`} breadcrumbs={<ProductBreadcrumbs />}>
      <Stack gap="lg">
        <Stepper {...stepper} />
        {children}
      </Stack>
    </Page>
  );
}
