import { withAnnouncementViewMessages } from '@portal/ui-kit/announcement-view/messages';

/**
 * The modal's words are the announcement dialog's, in ui-kit's catalog of it: they load with the
 * modal's code after sign-in, so a guest downloads neither.
 */
export const withMessages = withAnnouncementViewMessages;
