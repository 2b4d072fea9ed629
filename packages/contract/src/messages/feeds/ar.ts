import type { FeedsMessages } from './en.ts';

/** The feeds feature's messages in Arabic. */
const feeds: FeedsMessages = {
  'fetch.scheme_not_allowed': 'لا يمكن جلب إلا عناوين http وhttps',
  'fetch.private_address': 'العنوان {address} موجود على شبكة خاصة ولا يمكن جلبه',
  'fetch.too_many_redirects': 'عمليات إعادة توجيه كثيرة جدًا: أعاد العنوان التوجيه أكثر من {max} مرات',
  'fetch.too_large': 'حجم الملف أكبر من {limit}',
  'fetch.timed_out': 'لم يستجب الخادم خلال {seconds} ثانية',
  'fetch.http_status': 'أجاب الخادم بالحالة {status}',
  'fetch.unreachable': 'تعذّر الوصول إلى الخادم',
  'feed.name_required': 'أدخل اسمًا للتغذية',
  'feed.format_invalid': 'اختر CSV أو XML أو JSON',
  'feed.source_invalid': 'اختر ملفًا مرفوعًا أو عنوان URL',
  'feed.url_required': 'أدخل العنوان الذي تُجلب منه التغذية',
  'feed.url_invalid': 'أدخل عنوانًا يبدأ بـ http:// أو https://',
  'feed.interval_invalid': 'تُجلب التغذية كل 1 إلى 168 ساعة',
  'feed.file_missing': 'ارفع ملف التغذية أولًا',
  'feed.source_unreachable': 'تعذّر جلب عنوان التغذية؛ تحقّق من العنوان ومن أن خادمه يستجيب',
  'feed.file_unreadable': 'لا يمكن قراءة الملف بتنسيق التغذية',
  'feed.entity_refused': 'يعلن ملف XML عن كيانات؛ ولا يجوز للتغذيات استخدامها',
  'feed.mapping_incomplete': 'اربط عمودًا من التغذية بهذا الحقل',
  'feed.value_missing': 'لا يحتوي الصف على قيمة لهذا الحقل',
  'feed.value_unknown': 'لا يوجد عنصر بهذه القيمة؛ اربطه في شاشة الربط',
  'feed.number_invalid': 'أدخل رقمًا',
  'feed.stock_number_repeated': 'يظهر رقم المخزون هذا في موضع سابق من التغذية',
  'feed.run_active': 'لهذه التغذية تشغيل قيد التنفيذ بالفعل',
  'feed.run_finished': 'انتهى هذا التشغيل بالفعل',
  'feed.run_started': 'بدأ التشغيل',
  'feed.run_stopped': 'توقف التشغيل بسبب خطأ',
};
export default feeds;
