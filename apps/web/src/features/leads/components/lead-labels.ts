import { useTranslation } from 'react-i18next';

/** The words of the lead model (statuses, reasons, events, templates) in the reader's language. */
export function useLeadLabels() {
  const { t } = useTranslation();
  return {
    status: (status: string) => t(`leads.status.${status}`),
    reason: (reason: string) => t(`leads.reason.${reason}`),
    event: (type: string) => t(`leads.event.${type}`),
    template: (id: string) => t(`leads.template.${id}`),
    spamReason: (reason: string) => t(`leads.spamReason.${reason}`),
  };
}

/** Status colours: new leads stand out, closed ones recede. */
export const STATUS_COLOR: Record<string, string> = {
  new: 'blue',
  open: 'cyan',
  drafting: 'cyan',
  replied: 'teal',
  waiting_on_buyer: 'yellow',
  won: 'green',
  published: 'green',
  lost: 'gray',
  closed: 'gray',
  rejected: 'gray',
  duplicate: 'gray',
};
