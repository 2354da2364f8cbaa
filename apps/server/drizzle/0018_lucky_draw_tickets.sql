ALTER TABLE "award_snapshots" ADD COLUMN "draw_version" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
-- awards stored before this keep the draw they were made with (1); new ones draw by ticket (2)
ALTER TABLE "award_snapshots" ALTER COLUMN "draw_version" SET DEFAULT 2;
