import { useLingui } from '@lingui/react/macro';
import { Card } from '@portal/ui-kit/layout';
import { PlexSignInForm } from '#lib/plex-sign-in-form.tsx';
import { usePlexSignIn } from '../api/get-plex-invites.ts';
import { usePlexToolsStore } from '../plex-tools-store.tsx';
import * as styles from '../shared/plex-tools.css.ts';

/** Plex keeps the invites in the Plex account, so the user signs in to it first. */
export function PlexSignIn() {
  const { t } = useLingui();
  const signIn = usePlexSignIn();
  const notice = usePlexToolsStore((state) => state.signInNotice);
  const startPlexSession = usePlexToolsStore((state) => state.startPlexSession);
  return (
    <Card
      title={t`Sign in to Plex`}
      description={t`Plex keeps the people you share with in the Plex account your servers are claimed with. Sign in with that account to see and send invites. Your password goes to Plex only; the portal keeps the sign-in while these tools are open.`}
    >
      <PlexSignInForm
        submitLabel={t`Sign in to Plex`}
        notice={notice}
        rowClassName={styles.formRow}
        actionsClassName={styles.formActions}
        onSignIn={async (credentials) => {
          const answer = await signIn.mutateAsync(credentials);
          startPlexSession({ account: answer.account, token: answer.token });
        }}
      />
    </Card>
  );
}
