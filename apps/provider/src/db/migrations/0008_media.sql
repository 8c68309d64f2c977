CREATE TABLE `documents` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`title` text NOT NULL,
	`type` text NOT NULL,
	`path` text NOT NULL,
	`description` text NOT NULL,
	`sport_ids` text NOT NULL,
	`unavailable_accessibility` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	`last_updated` text NOT NULL,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `documents_path` ON `documents` (`tenant_id`,`path`);--> statement-breakpoint
CREATE TABLE `media_files` (
	`tenant_id` integer NOT NULL,
	`path` text NOT NULL,
	`content_type` text NOT NULL,
	`body` blob NOT NULL,
	`public` integer DEFAULT false NOT NULL,
	`modified` text NOT NULL,
	PRIMARY KEY(`tenant_id`, `path`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `moments` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`sport_id` integer NOT NULL,
	`title` text NOT NULL,
	`day` text NOT NULL,
	`image_path` text NOT NULL,
	`image_alt` text NOT NULL,
	`text` text NOT NULL,
	`video_title` text,
	`video_archive` integer,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`,`sport_id`) REFERENCES `sports`(`tenant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `moments_sport` ON `moments` (`tenant_id`,`sport_id`,`day`);--> statement-breakpoint
CREATE TABLE `on_this_day` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`kind` text NOT NULL,
	`date` text NOT NULL,
	`sport_id` integer NOT NULL,
	`title` text NOT NULL,
	`summary` text,
	`url` text,
	`image_path` text,
	`opponent` text,
	`location_indicator` text,
	`team_score` text,
	`opponent_score` text,
	`result_status` text,
	`featured` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`,`sport_id`) REFERENCES `sports`(`tenant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `on_this_day_day` ON `on_this_day` (`tenant_id`,`date`);--> statement-breakpoint
CREATE TABLE `podcast_episodes` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`podcast_id` integer NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`date` text NOT NULL,
	`sport_ids` text NOT NULL,
	`file_path` text,
	`duration` integer NOT NULL,
	`free` integer DEFAULT false NOT NULL,
	`authorized` integer DEFAULT false NOT NULL,
	`auth_only_required` integer DEFAULT false NOT NULL,
	`premium` integer DEFAULT false NOT NULL,
	`blacked_out` integer DEFAULT false NOT NULL,
	`blacked_out_message` text,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`,`podcast_id`) REFERENCES `podcasts`(`tenant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `podcast_episodes_podcast` ON `podcast_episodes` (`tenant_id`,`podcast_id`,`date`);--> statement-breakpoint
CREATE TABLE `podcasts` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`description` text NOT NULL,
	`image_path` text NOT NULL,
	`media_id` integer NOT NULL,
	`sport_ids` text NOT NULL,
	`rank` integer NOT NULL,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `podcasts_slug` ON `podcasts` (`tenant_id`,`slug`);--> statement-breakpoint
CREATE TABLE `press_clips` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`kind` text NOT NULL,
	`sport_id` integer,
	`title` text NOT NULL,
	`summary` text NOT NULL,
	`link` text NOT NULL,
	`date` text NOT NULL,
	`author` text NOT NULL,
	`source_id` integer NOT NULL,
	`source_title` text NOT NULL,
	`source_website` text NOT NULL,
	`image_path` text,
	`open_in_new_window` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`,`sport_id`) REFERENCES `sports`(`tenant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `press_clips_date` ON `press_clips` (`tenant_id`,`date`,`id`);--> statement-breakpoint
CREATE TABLE `publications` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`file_path` text NOT NULL,
	`image_path` text NOT NULL,
	`sport_ids` text NOT NULL,
	`created_on` text NOT NULL,
	`updated_on` text NOT NULL,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `publications_slug` ON `publications` (`tenant_id`,`slug`);--> statement-breakpoint
CREATE TABLE `sport_files` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`sport_id` integer NOT NULL,
	`day` text NOT NULL,
	`file_name` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`access` text NOT NULL,
	`access_code_hash` text,
	`file_path` text NOT NULL,
	`created` text NOT NULL,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`,`sport_id`) REFERENCES `sports`(`tenant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sport_files_day_name` ON `sport_files` (`tenant_id`,`day`,`file_name`);