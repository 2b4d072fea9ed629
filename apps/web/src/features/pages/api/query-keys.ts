import type { MenuKey } from '@coachyard/contract';

const ROOT = ['menus'] as const;

export const menuKeys = {
  root: ROOT,
  all: [...ROOT, 'all'] as const,
  history: (menu: MenuKey) => [...ROOT, 'history', menu] as const,
};

export const menuPaths = {
  all: 'pages',
  menu: (menu: MenuKey) => `pages/${menu}`,
  history: (menu: MenuKey) => `pages/${menu}/history`,
  restore: (menu: MenuKey, version: number) => `pages/${menu}/history/${version}/restore`,
};
