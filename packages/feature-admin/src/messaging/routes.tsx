import { msg } from '@lingui/core/macro';
import { ACCESS, screensFor } from '@portal/ui-kit/route-handle';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { withMessages } from './catalog.ts';

const AnnouncementsScreen = lazy(() => withMessages(import('./announcements/announcements-screen.tsx')));
const AnnouncementEditorScreen = lazy(() => withMessages(import('./announcements/announcement-editor-screen.tsx')));
const SendEmailScreen = lazy(() => withMessages(import('./send-email/send-email-screen.tsx')));

const admin = screensFor(ACCESS.admin);
const MENU = { menu: '/admin/user-interaction' } as const;

/** Announcements and e-mails to customers: children of the user interaction layout (`../user-interaction`), paths relative. */
export const messagingRoutes: RouteObject[] = [
  { path: 'announcements', handle: admin(msg`Announcements`, MENU), element: <AnnouncementsScreen /> },
  { path: 'announcements/new', handle: admin(msg`New announcement`, MENU), element: <AnnouncementEditorScreen /> },
  { path: 'announcements/:announcement', handle: admin(msg`Edit announcement`, MENU), element: <AnnouncementEditorScreen /> },
  { path: 'send-email', handle: admin(msg`Send e-mail`, MENU), element: <SendEmailScreen /> },
];
