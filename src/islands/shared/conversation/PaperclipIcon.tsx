import { Icon } from '@/islands/dashboard/frame/icons';

/** A paperclip before an attachment's name (decorative: the name is the text). */
export const PaperclipIcon = () => (
  <Icon className="mr-1 inline h-4 w-4 align-[-2px]">
    <path d="m21 11-8.5 8.5a5 5 0 0 1-7-7L14 4a3.5 3.5 0 0 1 5 5l-8.5 8.5a2 2 0 0 1-3-3L15 7" />
  </Icon>
);
