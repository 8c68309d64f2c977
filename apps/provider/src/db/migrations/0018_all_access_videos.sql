CREATE TABLE `all_access_categories` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`type` text NOT NULL,
	`title` text NOT NULL,
	`rank` integer NOT NULL,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `all_access_videos` (
	`tenant_id` integer NOT NULL,
	`id` integer NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`date` text NOT NULL,
	`duration` real NOT NULL,
	`sport_id` integer NOT NULL,
	`category_id` integer,
	`format` text NOT NULL,
	`views` integer NOT NULL,
	`favorites` integer NOT NULL,
	`app_exclusive` integer DEFAULT false NOT NULL,
	`video_path` text NOT NULL,
	`poster_path` text NOT NULL,
	`caption_path` text,
	`description_path` text,
	`free` integer DEFAULT false NOT NULL,
	`authorized` integer DEFAULT false NOT NULL,
	`auth_only_required` integer DEFAULT false NOT NULL,
	`premium` integer DEFAULT false NOT NULL,
	`blacked_out` integer DEFAULT false NOT NULL,
	`blacked_out_message` text,
	PRIMARY KEY(`tenant_id`, `id`),
	FOREIGN KEY (`tenant_id`) REFERENCES `tenants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`,`sport_id`) REFERENCES `sports`(`tenant_id`,`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tenant_id`,`category_id`) REFERENCES `all_access_categories`(`tenant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `all_access_videos_date` ON `all_access_videos` (`tenant_id`,`date`,`id`);