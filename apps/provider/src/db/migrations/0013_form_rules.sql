ALTER TABLE `form_fields` ADD `rules` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `forms` ADD `message_mode` text;