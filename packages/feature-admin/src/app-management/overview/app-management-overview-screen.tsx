import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Card } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { Link } from 'react-router';
import * as styles from '../shared/settings.css.ts';

interface SettingsSection {
  to: string;
  title: MessageDescriptor;
  controls: MessageDescriptor;
  link: MessageDescriptor;
}

/** Each page of the System Settings and what it controls. */
const SECTIONS: readonly SettingsSection[] = [
  {
    to: 'system',
    title: msg`System`,
    controls: msg`The platform's name, version, logo and icon, as every visitor sees them in the header, the footer and the browser tab.`,
    link: msg`Open the system settings`,
  },
  {
    to: 'deployment',
    title: msg`Deployment`,
    controls: msg`How a node is chosen for a new server, the default location, the image tag of each server type, backups and how new servers are named.`,
    link: msg`Open the deployment defaults`,
  },
  {
    to: 'products-and-billing',
    title: msg`Products and billing`,
    controls: msg`Whether customers see their invoices, the currency, tax, when invoices are due and what happens when they are not paid.`,
    link: msg`Open the billing settings`,
  },
  {
    to: 'trials',
    title: msg`Trials`,
    controls: msg`Whether visitors can request a trial, how long it lasts, whether it is approved by itself and which products are offered.`,
    link: msg`Open the trial settings`,
  },
  {
    to: 'support',
    title: msg`Support`,
    controls: msg`How support tickets are handled: departments, replies and notifications.`,
    link: msg`Open the support settings`,
  },
  {
    to: 'exports',
    title: msg`Exports`,
    controls: msg`Downloads of the users, servers or invoices as CSV files.`,
    link: msg`Open the exports`,
  },
  {
    to: 'feature-toggle',
    title: msg`Feature toggles`,
    controls: msg`Which parts of the portal customers can use, such as invite keys, trial requests and the request lounge.`,
    link: msg`Open the feature toggles`,
  },
  {
    to: 'product-settings',
    title: msg`Product settings`,
    controls: msg`How products are set up and offered in the shop.`,
    link: msg`Open the product settings`,
  },
];

/** `/app/admin/app-management`: the System Settings' pages, each with what it controls. */
export default function AppManagementOverviewScreen() {
  const { t } = useLingui();
  return (
    <ul className={styles.sections} aria-label={t`Sections of the System Settings`}>
      {SECTIONS.map((section) => (
        <li key={section.to} className={styles.sectionItem}>
          <Card title={t(section.title)} description={t(section.controls)}>
            <TextLink asChild>
              <Link to={`/admin/app-management/${section.to}`}>{t(section.link)}</Link>
            </TextLink>
          </Card>
        </li>
      ))}
    </ul>
  );
}
