-- Unpaid items, automated (issue 36): every step the automation takes, and every staff pause and
-- resume, is also written to the invoice's audit trail (invoice_audit, 0007) with its reason, in the
-- same transaction as the step. The trail's action check gains their kinds.

alter table invoice_audit drop constraint invoice_audit_action_check;
alter table invoice_audit add constraint invoice_audit_action_check check (action in ('CARD_CHARGED',
  'CARD_DECLINED', 'MARKED_PAID', 'MARKED_NOT_PAID', 'SENT', 'AUTO_CHARGE_SET', 'AUTO_CHARGE_REMOVED',
  'PAYMENT_REMINDER_SENT', 'DISPUTE_OPENED', 'DISPUTE_CLOSED', 'SECOND_CHANCE_OFFERED',
  'SECOND_CHANCE_OFFER_EXPIRED', 'STRIKE_EXPIRED', 'AUTOMATION_PAUSED', 'AUTOMATION_RESUMED'));
