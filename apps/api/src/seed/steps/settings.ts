import { DEFAULT_SETTINGS, SETTINGS_GROUPS, type SettingsValues } from '@coachyard/contract';
import { settings } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { SeedStep } from '../index.ts';

/** The demo marketplace's own settings: its office, its channels, and its texts for search engines. */
export const DEMO_SETTINGS: SettingsValues = {
  ...DEFAULT_SETTINGS,
  site: {
    name: 'Coachyard',
    logo_key: null,
    contact_email: 'sales@coachyard.com',
    phone: '+44 20 7946 0321',
    address: 'Unit 4, Hythe Road Industrial Estate, London NW10 6RS, United Kingdom',
    social_links: {
      facebook: 'https://www.facebook.com/coachyard',
      instagram: 'https://www.instagram.com/coachyard.buses',
      linkedin: 'https://www.linkedin.com/company/coachyard',
      youtube: 'https://www.youtube.com/@coachyard',
      x: null,
    },
    title_template: {
      tr: '{title} | Coachyard ikinci el otobüs',
      en: '{title} | Coachyard used buses and coaches',
      es: '{title} | Coachyard autobuses de ocasión',
      fr: '{title} | Coachyard autocars d’occasion',
      de: '{title} | Coachyard Gebrauchtbusse',
      it: '{title} | Coachyard autobus usati',
      ru: '{title} | Coachyard подержанные автобусы',
      ar: '{title} | كوتشيارد للحافلات المستعملة',
    },
    description: {
      tr: 'Avrupa, Türkiye, Birleşik Krallık ve ABD’deki bayilerden ikinci el şehir içi ve şehirler arası otobüsler.',
      en: 'Used city buses and coaches from dealers across Europe, Türkiye, the United Kingdom and the USA.',
      es: 'Autobuses urbanos y autocares de ocasión de concesionarios de Europa, Turquía, el Reino Unido y EE. UU.',
      fr: 'Bus urbains et autocars d’occasion de concessionnaires en Europe, en Turquie, au Royaume-Uni et aux États-Unis.',
      de: 'Gebrauchte Stadtbusse und Reisebusse von Händlern in Europa, der Türkei, Großbritannien und den USA.',
      it: 'Autobus urbani e pullman usati da concessionari in Europa, Turchia, Regno Unito e Stati Uniti.',
      ru: 'Подержанные городские и междугородние автобусы от дилеров Европы, Турции, Великобритании и США.',
      ar: 'حافلات مدينة وحافلات سفر مستعملة من تجار في أوروبا وتركيا والمملكة المتحدة والولايات المتحدة.',
    },
  },
  maintenance: {
    enabled: false,
    message: {
      tr: 'Pazar günü 02:00–04:00 (UTC) arasında planlı bakım yapılacaktır; bu sürede kayıtlar kaydedilemeyebilir.',
      en: 'Planned maintenance on Sunday 02:00–04:00 (UTC); saving may be unavailable during that time.',
      es: 'Mantenimiento programado el domingo de 02:00 a 04:00 (UTC); es posible que no se pueda guardar.',
      fr: 'Maintenance prévue dimanche de 02:00 à 04:00 (UTC) ; l’enregistrement peut être indisponible.',
      de: 'Geplante Wartung am Sonntag 02:00–04:00 Uhr (UTC); Speichern ist in dieser Zeit eventuell nicht möglich.',
      it: 'Manutenzione programmata domenica dalle 02:00 alle 04:00 (UTC); il salvataggio potrebbe non essere disponibile.',
      ru: 'Плановые работы в воскресенье с 02:00 до 04:00 (UTC); сохранение в это время может быть недоступно.',
      ar: 'صيانة مجدولة يوم الأحد من 02:00 إلى 04:00 (UTC)؛ قد لا يتوفر الحفظ خلال هذا الوقت.',
    },
  },
};

/** Groups an ADMIN already saved are left as they are. */
export const settingsStep: SeedStep = {
  name: 'settings',
  async run({ db, accounts }) {
    const created = await db
      .insert(settings)
      .values(
        SETTINGS_GROUPS.map((group) => ({
          group,
          values: DEMO_SETTINGS[group],
          createdBy: accounts.ADMIN ?? null,
          updatedBy: accounts.ADMIN ?? null,
        })),
      )
      .onConflictDoNothing()
      .returning();
    // Audited as any first save is: the event starts the group's history.
    for (const row of created)
      await recordAudit(db, null, {
        action: 'create',
        namespace: 'settings',
        entityId: row.id,
        after: row,
        actorId: accounts.ADMIN ?? null,
      });
  },
};
