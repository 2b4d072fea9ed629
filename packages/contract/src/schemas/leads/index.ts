/**
 * Leads (issue 15): a buyer's query about an advertisement, an FAQ question, a contact message. One model
 * behind three inboxes, namespaces `leads_query`, `leads_faq`, `leads_contact`.
 *
 * HTTP (public, no token; CORS to CORS_ORIGINS; rate-limited per IP and per e-mail):
 *   GET    /api/public/leads/challenge             → LeadChallenge (an altcha proof-of-work challenge)
 *   POST   /api/public/leads/{query|faq|contact}   LeadIntake → LeadReceipt (201)
 * HTTP (token; privilege of the inbox's namespace; row scope: a DEALER the leads about its own ads, a
 * REPRESENTATIVE those of the dealers it manages, an ADMIN all; anything else 404):
 *   GET    /api/{ns}                  LeadListQuery → LeadPage (list)
 *   GET    /api/{ns}/export.csv       same filters → text/csv (list)
 *   GET    /api/{ns}/reply-templates  → LeadReplyTemplate[] (read)
 *   POST   /api/{ns}/bulk             LeadBulkAction → LeadBulkResult (update)
 *   GET    /api/{ns}/{id}             → LeadDetail, and marks it read for the caller (read)
 *   POST   /api/{ns}/{id}/status      LeadStatusChange → LeadDetail (update)
 *   POST   /api/{ns}/{id}/assign      LeadAssign → LeadDetail (update)
 *   POST   /api/{ns}/{id}/flags       LeadFlags (archived / spam) → LeadDetail (update)
 *   POST   /api/{ns}/{id}/notes       LeadNote → LeadDetail (update)
 *   POST   /api/{ns}/{id}/reply       LeadReply → LeadDetail (update; e-mail to the sender in the lead's language)
 *   GET    /api/leads/unread-counts   → LeadUnreadCounts of the inboxes the caller may list
 *   GET    /api/{ns}/assignees?lead=  → LeadAssignee[]: who the caller may give the inbox's leads (or that lead) to
 *   GET    /api/{ns}/reports          LeadReportQuery → LeadReport within the caller's scope (list)
 *   POST   /api/{ns}/{id}/tags        LeadTags → LeadDetail (update)
 *   PUT    /api/leads_faq/{id}/faq-entry  LeadFaqEntryWrite → LeadDetail (update; a CMS item of type faq)
 *   GET    /api/public/faq?lang=      → PublicFaq: the FAQ entries live in that language (cached, ETag)
 *   GET    /api/leads/personal-data?email=        → LeadPersonalData (delete on every inbox: ADMIN)
 *   POST   /api/leads/personal-data/erase  { email } → LeadErasure (delete on every inbox: ADMIN)
 */
export * from './workflow.ts';
export * from './intake.ts';
export * from './inbox.ts';
export * from './list-row.ts';
export * from './faq.ts';
export * from './reports.ts';
export * from './privacy.ts';
