import type { PerformanceMessages } from './en.ts';

/** The performance feature's messages in Arabic. */
const performance: PerformanceMessages = {
  'events.type_unknown':
    'نوع حدث غير معروف: استخدم impression أو view أو contact_click أو phone_reveal أو favorite',
  'events.ad_unknown': 'لا يوجد إعلان بهذا المعرّف القصير',
  'events.session_invalid': 'معرّف الجلسة أطول من 64 حرفًا',
  'events.time_invalid':
    'يجب أن يكون الوقت تاريخًا ووقتًا بصيغة ISO، لا يزيد عمره على أسبوع ولا يكون في المستقبل',
  'events.batch_too_large': 'تحتوي الدفعة على 100 حدث على الأكثر',
  'events.rate_limited': 'أحداث كثيرة جدًا من هذا العنوان؛ يرجى إرسالها لاحقًا',
  'events.accepted': 'تم استلام الأحداث',
  'performance.date_invalid': 'يجب كتابة التاريخ بالصيغة YYYY-MM-DD',
  'performance.range_invalid': 'البداية بعد النهاية، أو الفترة أطول من 366 يومًا',
};
export default performance;
