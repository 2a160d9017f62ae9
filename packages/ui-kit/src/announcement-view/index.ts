export { ANNOUNCEMENT_SIZES, AnnouncementView, type AnnouncementContent, type AnnouncementSize, type AnnouncementViewProps, type ContentControls } from './announcement-view.tsx';
