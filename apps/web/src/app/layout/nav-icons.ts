import {
  IconAddressBook,
  IconBus,
  IconFileText,
  IconHistory,
  IconHelpCircle,
  IconLayoutDashboard,
  IconLink,
  IconMapPin,
  IconMessageQuestion,
  IconShieldLock,
  IconTable,
  IconTrash,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';

/** One icon per sidebar entry key of NAV_ENTRIES. */
export const NAV_ICONS: Record<string, Icon> = {
  dashboard: IconLayoutDashboard,
  advertisements: IconBus,
  users: IconUsers,
  lookupTables: IconTable,
  locations: IconMapPin,
  leadsQuery: IconMessageQuestion,
  leadsFaq: IconHelpCircle,
  leadsContact: IconAddressBook,
  modelRelations: IconLink,
  content: IconFileText,
  privileges: IconShieldLock,
  audit: IconHistory,
  trash: IconTrash,
};
