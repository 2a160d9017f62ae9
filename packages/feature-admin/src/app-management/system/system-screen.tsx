import { t as translate } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '@portal/ui-kit/field';
import { Form, FormError, maxLengthError, requiredError, SubmitButton, text, type FormValidationErrors } from '@portal/ui-kit/form';
import { Card } from '@portal/ui-kit/layout';
import { useOutcome } from '@portal/ui-kit/outcome';
import { Section } from '@portal/ui-kit/section';
import { useState } from 'react';
import { useAppSystem } from '../api/get-system.ts';
import type { AppSystem } from '../api/types.ts';
import { useUpdateAppSystem } from '../api/update-system.ts';
import { settingHint, useCustomerConfirm } from '../shared/customer-change.tsx';
import * as styles from '../shared/settings.css.ts';
import { DEFAULT_MAX_IMAGE_KB, ImageField, KEEP_IMAGE, type ImageChoice } from './image-field.tsx';

interface SystemValues {
  app_name: string;
  app_version: string;
}

const APP_NAME_MAX = 40;
const VERSION_MAX = 20;
const VERSION = /^[0-9A-Za-z.+-]+$/;

function validateSystem(values: SystemValues): FormValidationErrors<SystemValues> {
  const name = text(values.app_name);
  const version = text(values.app_version);
  return {
    app_name: requiredError(name, translate`Enter the platform's name.`) ?? maxLengthError(name, APP_NAME_MAX, translate`Use at most ${APP_NAME_MAX} characters.`),
    app_version:
      requiredError(version, translate`Enter the version, like 3.14.2.`) ??
      maxLengthError(version, VERSION_MAX, translate`Use at most ${VERSION_MAX} characters.`) ??
      (VERSION.test(version) ? undefined : translate`Use letters, digits, dots, plus and minus signs, like 3.14.2.`),
  };
}

/** What customers will see change, in their words, for the confirmation. */
function customerChanges(system: AppSystem, values: SystemValues, logo: ImageChoice, icon: ImageChoice): string[] {
  const changes: string[] = [];
  const before = system.app_name;
  const after = text(values.app_name);
  const version = text(values.app_version);
  if (after !== before) changes.push(translate`The name “${before}” becomes “${after}” in the header, the footer and the browser tab.`);
  if (version !== system.app_version) changes.push(translate`The footer shows version ${version}.`);
  if (logo.file) changes.push(translate`A new logo in the header.`);
  else if (logo.removed) changes.push(translate`The header shows the name instead of the logo.`);
  if (icon.file) changes.push(translate`A new icon of the platform.`);
  else if (icon.removed) changes.push(translate`The platform's icon is removed.`);
  return changes;
}

function SystemForm({ system }: { system: AppSystem }) {
  const { t } = useLingui();
  const update = useUpdateAppSystem();
  const outcome = useOutcome();
  const customers = useCustomerConfirm();
  const [logo, setLogo] = useState<ImageChoice>(KEEP_IMAGE);
  const [icon, setIcon] = useState<ImageChoice>(KEEP_IMAGE);
  const maxKb = system.max_image_kb ?? DEFAULT_MAX_IMAGE_KB;

  const save = async (values: SystemValues) => {
    const answer = await outcome.run(
      () =>
        update.mutateAsync({
          app_name: text(values.app_name),
          app_version: text(values.app_version),
          logo: logo.file,
          icon: icon.file,
          removeLogo: logo.removed,
          removeIcon: icon.removed,
        }),
      { success: t`The system settings have been saved` },
    );
    if (answer) {
      setLogo(KEEP_IMAGE);
      setIcon(KEEP_IMAGE);
    }
  };

  return (
    <Card title={t`System`} description={t`The platform's name, version, logo and icon. Every visitor sees them: the header and the footer follow as soon as you save.`}>
      <Form<SystemValues> validate={validateSystem} onSubmit={(values) => customers.confirm(customerChanges(system, values, logo, icon), () => save(values))}>
        <FormError />
        <div className={styles.formGrid}>
          <TextField
            label={t`App name`}
            name="app_name"
            required
            defaultValue={system.app_name}
            autoComplete="off"
            description={settingHint(t`Shown in the header when there is no logo, in the footer and in the browser tab.`, t`Customers see the change at once.`)}
          />
          <TextField
            label={t`Version`}
            name="app_version"
            required
            defaultValue={system.app_version}
            autoComplete="off"
            spellCheck={false}
            description={settingHint(t`The release of the platform, shown in the footer.`, t`Customers see it in the footer.`)}
          />
          <ImageField
            name="logo"
            label={t`Logo`}
            description={settingHint(t`Replaces the name in the header. PNG, JPEG, GIF or WebP, at most ${maxKb} KB; a wide image about 40 pixels high looks best.`, t`Customers see it in the header.`)}
            current={system.logo.image ? (system.logo.data ?? null) : null}
            choice={logo}
            onChange={setLogo}
            maxKb={maxKb}
            emptyText={t`No logo: the header shows the name.`}
            previewLabel={logo.file ? t`Preview of the new logo` : t`The current logo`}
            removeLabel={t`Remove the logo`}
            keepLabel={t`Keep the logo`}
          />
          <ImageField
            name="icon"
            label={t`Icon`}
            description={settingHint(t`The platform's small square image, for browser tabs and bookmarks. PNG, JPEG, GIF or WebP, at most ${maxKb} KB.`, t`Customers see it wherever the icon is shown.`)}
            current={system.icon.image ? (system.icon.data ?? null) : null}
            choice={icon}
            onChange={setIcon}
            maxKb={maxKb}
            emptyText={t`No icon yet.`}
            previewLabel={icon.file ? t`Preview of the new icon` : t`The current icon`}
            removeLabel={t`Remove the icon`}
            keepLabel={t`Keep the icon`}
          />
        </div>
        <div className={styles.formActions}>
          <SubmitButton>{t`Save system settings`}</SubmitButton>
        </div>
      </Form>
      {customers.dialog}
      {outcome.dialog}
    </Card>
  );
}

/** `/app/admin/app-management/system`: the platform's name, version, logo and icon. */
export default function SystemScreen() {
  const { t } = useLingui();
  const system = useAppSystem();
  return (
    <Section query={system} headingLevel={2} loading={t`Loading the system settings`} error={t`The system settings could not be loaded`}>
      {(data) => <SystemForm system={data} />}
    </Section>
  );
}
