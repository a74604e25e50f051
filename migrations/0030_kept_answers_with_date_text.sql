-- Articles, issues and shows now carry their date text, written on the
-- server (machines/rules/calendar/dates.ts). Kept answers and kept shows saved
-- before that lack it: moving every scope's generation on retires them all,
-- and the next read keeps them again with the text.
UPDATE list_total_generations SET generation = generation + 1;
