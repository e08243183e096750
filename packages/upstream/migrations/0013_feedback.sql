-- Default feedback messages (sales §3 "Default feedback message", §7 GET/POST /defaultFeedbacks,
-- §9 "three reusable positive messages"): a house's three messages by slot (the feedbackID, 1-3).
-- A slot without a row reads as the standard text (src/feedback/defaultFeedbackTexts.ts).
create table default_feedbacks (
  house_id integer not null references houses (id) on delete cascade,
  feedback_id smallint not null check (feedback_id between 1 and 3),
  message text not null check (length(message) between 1 and 255),
  updated_at timestamptz not null default now(),
  primary key (house_id, feedback_id)
);
