import type { MenuKey } from '@coachyard/contract';

const ROOT = ['menus'] as const;

export const menuKeys = {
  root: ROOT,
  all: [...ROOT, 'all'] as const,
};

export const menuPaths = {
  all: 'pages',
  menu: (menu: MenuKey) => `pages/${menu}`,
};
