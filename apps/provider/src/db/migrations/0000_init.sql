CREATE TABLE `alerts` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`title` text NOT NULL,
	`message` text,
	`link` text,
	`link_text` text,
	`enabled` integer DEFAULT false NOT NULL,
	`show_on_web` integer DEFAULT false NOT NULL,
	`end_date` text,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `images` (
	`tenant_id` integer NOT NULL,
	`path` text NOT NULL,
	`content_type` text NOT NULL,
	`body` blob NOT NULL,
	PRIMARY KEY(`tenant_id`, `path`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `navigation_items` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`menu` text NOT NULL,
	`parent_id` integer,
	`role` text DEFAULT 'item' NOT NULL,
	`sport_id` integer,
	`title` text NOT NULL,
	`short_title` text,
	`rank` integer NOT NULL,
	`column` integer DEFAULT 0 NOT NULL,
	`url` text DEFAULT '' NOT NULL,
	`icon` text,
	`class_name` text DEFAULT '' NOT NULL,
	`separator` integer DEFAULT false NOT NULL,
	`open_in_new_window` integer DEFAULT false NOT NULL,
	`has_columns` integer DEFAULT false NOT NULL,
	`include_social_media` integer DEFAULT false NOT NULL,
	`include_schedule_roster_news` integer DEFAULT false NOT NULL,
	`include_stats` integer DEFAULT false NOT NULL,
	`include_tickets` integer DEFAULT false NOT NULL,
	`include_you_tube` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `navigation_items_tree` ON `navigation_items` (`tenant_id`,`menu`,`parent_id`);--> statement-breakpoint
CREATE TABLE `promotion_campaigns` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`location_id` integer NOT NULL,
	`rank` integer NOT NULL,
	`title` text NOT NULL,
	`link` text,
	`hover_text` text,
	`icon` text,
	`css_class` text,
	`open_in_new_window` integer DEFAULT false NOT NULL,
	`picture` text,
	`impressions` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `promotion_campaigns_location` ON `promotion_campaigns` (`tenant_id`,`location_id`);--> statement-breakpoint
CREATE TABLE `promotion_locations` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`name` text NOT NULL,
	`sport_id` integer,
	`type` text NOT NULL,
	`effect` text NOT NULL,
	`content_id` integer,
	`random_single` integer DEFAULT false NOT NULL,
	`html` text,
	`css_class` text,
	`swiper_options` text,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `promotion_locations_name` ON `promotion_locations` (`tenant_id`,`name`);--> statement-breakpoint
CREATE TABLE `settings` (
	`tenant_id` integer NOT NULL,
	`key` text NOT NULL,
	`value` text NOT NULL,
	PRIMARY KEY(`tenant_id`, `key`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `splashes` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`sport_id` integer,
	`title` text NOT NULL,
	`html` text,
	`start_date` text NOT NULL,
	`end_date` text,
	`video_you_tube` text,
	`picture` text,
	`link` text,
	`background_color` text,
	`foreground_color` text,
	`clicks` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `sports` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`title` text NOT NULL,
	`abbrev` text,
	`short_name` text NOT NULL,
	`short_display` text,
	`global_sport_id` integer,
	`global_sport_short_name` text,
	`global_sport_name_slug` text NOT NULL,
	`global_sport_gender` text,
	`non_sport` integer DEFAULT false NOT NULL,
	`facebook_page` text,
	`instagram_name` text,
	`pinterest_name` text,
	`twitter_name` text,
	`youtube_name` text,
	`tickets_link` text,
	`roster_id` integer,
	`schedule_id` integer,
	`season_id` integer,
	`conference_id` integer,
	`display_opponent_history` integer DEFAULT false NOT NULL,
	`app_priority` integer DEFAULT 0 NOT NULL,
	`created` text NOT NULL,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sports_tenant_slug` ON `sports` (`tenant_id`,`global_sport_name_slug`);--> statement-breakpoint
CREATE TABLE `takeovers` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`sport_id` integer,
	`type` text NOT NULL,
	`title` text,
	`url` text,
	`cookie` text,
	`start_date` text,
	`end_date` text,
	`enabled` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `tenants` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tenants_slug_unique` ON `tenants` (`slug`);--> statement-breakpoint
CREATE TABLE `tracking_tags` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`name` text NOT NULL,
	`is_disabled` integer DEFAULT false NOT NULL,
	`block_dfp_ads` integer DEFAULT false NOT NULL,
	`start_date` text,
	`end_date` text,
	`tag_head_code` text DEFAULT '' NOT NULL,
	`tag_open_body_code` text,
	`tag_close_body_code` text,
	`criteria_id` integer NOT NULL,
	`page_template` text,
	`sport_name` text,
	`content_id` text,
	`head_object` text,
	`open_body_object` text,
	`close_body_object` text,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
