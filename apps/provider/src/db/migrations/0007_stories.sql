CREATE TABLE `series` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`description` text,
	`call_to_action_text` text,
	`publish_date` text NOT NULL,
	`is_limited` integer DEFAULT false NOT NULL,
	`rank` integer NOT NULL,
	`sport_ids` text NOT NULL,
	`hero_path` text NOT NULL,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `series_slug` ON `series` (`tenant_id`,`slug`);--> statement-breakpoint
CREATE TABLE `series_episodes` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`series_id` integer NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`post_date` text NOT NULL,
	`rank` integer NOT NULL,
	`sport_id` integer NOT NULL,
	`duration` integer,
	`thumbnail_path` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`,`series_id`) REFERENCES `series`(`tenant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `series_episodes_series` ON `series_episodes` (`tenant_id`,`series_id`,`rank`);--> statement-breakpoint
CREATE TABLE `stories` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`sport_id` integer NOT NULL,
	`title` text NOT NULL,
	`sub_headline` text DEFAULT '' NOT NULL,
	`teaser` text DEFAULT '' NOT NULL,
	`byline` text DEFAULT '' NOT NULL,
	`date` text NOT NULL,
	`slug` text NOT NULL,
	`type` text,
	`content` text,
	`blocks` text,
	`image_path` text,
	`image_alt` text DEFAULT '' NOT NULL,
	`image_caption` text DEFAULT '' NOT NULL,
	`image_credit` text,
	`video_archive_id` integer,
	`video_title` text,
	`links` text NOT NULL,
	`redirect_url` text,
	`content_template` text DEFAULT 'default' NOT NULL,
	`title_in_rotator` integer DEFAULT false NOT NULL,
	`published` integer DEFAULT false NOT NULL,
	`meta_description` text,
	`meta_keywords` text,
	`created` text NOT NULL,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`,`sport_id`) REFERENCES `sports`(`tenant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `stories_date` ON `stories` (`tenant_id`,`date`,`id`);--> statement-breakpoint
CREATE INDEX `stories_sport` ON `stories` (`tenant_id`,`sport_id`,`date`);--> statement-breakpoint
CREATE INDEX `stories_slug` ON `stories` (`tenant_id`,`slug`);--> statement-breakpoint
CREATE TABLE `story_games` (
	`tenant_id` integer NOT NULL,
	`story_id` integer NOT NULL,
	`game_id` integer NOT NULL,
	`role` text NOT NULL,
	PRIMARY KEY(`tenant_id`, `story_id`, `game_id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`,`story_id`) REFERENCES `stories`(`tenant_id`,`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`,`game_id`) REFERENCES `games`(`tenant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `story_games_game` ON `story_games` (`tenant_id`,`game_id`);--> statement-breakpoint
CREATE TABLE `story_tags` (
	`tenant_id` integer NOT NULL,
	`story_id` integer NOT NULL,
	`tag_id` integer NOT NULL,
	PRIMARY KEY(`tenant_id`, `story_id`, `tag_id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`,`story_id`) REFERENCES `stories`(`tenant_id`,`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`,`tag_id`) REFERENCES `tags`(`tenant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `story_tags_tag` ON `story_tags` (`tenant_id`,`tag_id`);--> statement-breakpoint
CREATE TABLE `tags` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`description` text,
	`active` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tags_slug` ON `tags` (`tenant_id`,`slug`);