ALTER TABLE "activities" ADD COLUMN "flight_size" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "flights_published_at" timestamp with time zone;