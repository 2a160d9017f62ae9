import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit/button';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { InfoIcon } from '@portal/ui-kit/icons';
import { Link } from 'react-router';

const EXPLANATIONS = {
  'no-account': {
    title: msg`Invoices are not available on your account`,
    description: msg`Invoices come from the billing system, and your account is not linked to it. If someone else pays for your server, a reseller for example, they have your invoices.`,
  },
  hidden: {
    title: msg`Invoices are not shown in this portal`,
    description: msg`Your invoices are kept in the billing system. Sign in there to see and pay them.`,
  },
} as const;

export interface InvoicesUnavailableProps {
  /** Why: known beforehand from the user and the settings, or the server's own 403 message. */
  reason: keyof typeof EXPLANATIONS | { message: string };
}

/** Takes the place of the invoices for someone who cannot see them, and says why. */
export function InvoicesUnavailable({ reason }: InvoicesUnavailableProps) {
  const { t } = useLingui();
  const { title, description } =
    typeof reason === 'string'
      ? { title: t(EXPLANATIONS[reason].title), description: t(EXPLANATIONS[reason].description) }
      : { title: t`Invoices are not available`, description: reason.message };
  return (
    <EmptyState
      icon={<InfoIcon />}
      title={title}
      description={description}
      action={
        <Button asChild variant="secondary">
          <Link to="/dashboard"><Trans>Back to your servers</Trans></Link>
        </Button>
      }
    />
  );
}
