/** Outgoing e-mail (issue 15): an outbox written with the change that causes it, sent by a worker. */
export { mailDomainOf, mailOfLead, newMessageId, queueMail, type OutgoingMail } from './outbox.ts';
export { default as mailWorker, deliverQueuedMail } from './worker.ts';
