/** The icons the site and the admin share, drawn as 24×24 strokes. */
export const ICON_NAMES = [
  'arrow',
  'edit',
  'add',
  'clock',
  'signout',
  'delete',
  'cross',
  'check',
  'print',
  'eye',
  'upload',
  'download',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

const PATHS: Record<IconName, string> = {
  arrow: 'M5 12h14M13 6l6 6-6 6',
  edit: 'M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4',
  add: 'M12 5v14M5 12h14',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  signout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  delete: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
  cross: 'M6 6l12 12M18 6L6 18',
  check: 'M5 12l5 5 9-10',
  print: 'M7 9V3h10v6M7 17H4v-8h16v8h-3M7 14h10v7H7z',
  eye: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  upload: 'M12 16V4M7 9l5-5 5 5M4 20h16',
  download: 'M12 4v12M7 11l5 5 5-5M4 20h16',
};

interface IconProps {
  name: IconName;
  /** A label for an icon that stands alone; without it the icon is decoration. */
  title?: string;
  className?: string;
}

export function Icon({ name, title, className }: IconProps) {
  return (
    <svg
      className={['icon', className].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-icon={name}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
