ALTER TABLE `stories` ADD `homepage_feed_template` text DEFAULT 'default' NOT NULL;--> statement-breakpoint
ALTER TABLE `stories` ADD `writer` text;--> statement-breakpoint
ALTER TABLE `stories` ADD `gallery_id` integer;