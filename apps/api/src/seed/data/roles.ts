import { ROLES, type Role } from '@coachyard/contract';
import { lookupTable, item, type NameRow } from './names.ts';

// prettier-ignore
const ROLE_NAMES: Record<Role, NameRow> = {
  ADMIN: ['Yönetici', 'Administrator', 'Administrador', 'Administrateur', 'Administrator', 'Amministratore', 'Администратор', 'مدير النظام'],
  REPRESENTATIVE: ['Müşteri temsilcisi', 'Representative', 'Representante', 'Représentant', 'Kundenbetreuer', 'Rappresentante', 'Представитель', 'ممثل المبيعات'],
  DEALER: ['Bayi', 'Dealer', 'Concesionario', 'Concessionnaire', 'Händler', 'Concessionario', 'Дилер', 'تاجر'],
};

/** The user roles (SPEC §6), slug = the role code in lower case. Staff-only: not shown on the public site. */
export const roles = lookupTable(
  'roles',
  ['Roller', 'Roles', 'Roles', 'Rôles', 'Rollen', 'Ruoli', 'Роли', 'الأدوار'],
  ROLES.map((role) => item(ROLE_NAMES[role], { slug: role.toLowerCase(), attributes: { code: role } })),
  { is_exposable: false },
);
