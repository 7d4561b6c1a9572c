import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`jobs_locations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`jobs_locations_order_idx\` ON \`jobs_locations\` (\`order\`);`);
  await db.run(
    sql`CREATE INDEX \`jobs_locations_parent_idx\` ON \`jobs_locations\` (\`parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`jobs_responsibilities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`jobs_responsibilities_order_idx\` ON \`jobs_responsibilities\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`jobs_responsibilities_parent_id_idx\` ON \`jobs_responsibilities\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`jobs_requirements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`jobs_requirements_order_idx\` ON \`jobs_requirements\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`jobs_requirements_parent_id_idx\` ON \`jobs_requirements\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`jobs_nice_to_have\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`jobs_nice_to_have_order_idx\` ON \`jobs_nice_to_have\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`jobs_nice_to_have_parent_id_idx\` ON \`jobs_nice_to_have\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`title\` text,
  	\`slug\` text,
  	\`department\` text,
  	\`work_mode\` text,
  	\`type\` text DEFAULT 'Full-time',
  	\`remote_in_name\` text DEFAULT 'India',
  	\`remote_in_code\` text DEFAULT 'IN',
  	\`experience_min\` numeric,
  	\`experience_max\` numeric,
  	\`salary_min\` numeric,
  	\`salary_max\` numeric,
  	\`date_posted\` text,
  	\`valid_through\` text,
  	\`closed_early\` integer DEFAULT false,
  	\`summary\` text,
  	\`about\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `);
  await db.run(sql`CREATE INDEX \`jobs__order_idx\` ON \`jobs\` (\`_order\`);`);
  await db.run(sql`CREATE UNIQUE INDEX \`jobs_slug_idx\` ON \`jobs\` (\`slug\`);`);
  await db.run(sql`CREATE INDEX \`jobs_updated_at_idx\` ON \`jobs\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`jobs_created_at_idx\` ON \`jobs\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`jobs__status_idx\` ON \`jobs\` (\`_status\`);`);
  await db.run(sql`CREATE TABLE \`jobs_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`jobs_texts_order_parent\` ON \`jobs_texts\` (\`order\`,\`parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_jobs_v_version_locations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_jobs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_jobs_v_version_locations_order_idx\` ON \`_jobs_v_version_locations\` (\`order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_jobs_v_version_locations_parent_idx\` ON \`_jobs_v_version_locations\` (\`parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_jobs_v_version_responsibilities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jobs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_jobs_v_version_responsibilities_order_idx\` ON \`_jobs_v_version_responsibilities\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_jobs_v_version_responsibilities_parent_id_idx\` ON \`_jobs_v_version_responsibilities\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_jobs_v_version_requirements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jobs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_jobs_v_version_requirements_order_idx\` ON \`_jobs_v_version_requirements\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_jobs_v_version_requirements_parent_id_idx\` ON \`_jobs_v_version_requirements\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_jobs_v_version_nice_to_have\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jobs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_jobs_v_version_nice_to_have_order_idx\` ON \`_jobs_v_version_nice_to_have\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_jobs_v_version_nice_to_have_parent_id_idx\` ON \`_jobs_v_version_nice_to_have\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_jobs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_department\` text,
  	\`version_work_mode\` text,
  	\`version_type\` text DEFAULT 'Full-time',
  	\`version_remote_in_name\` text DEFAULT 'India',
  	\`version_remote_in_code\` text DEFAULT 'IN',
  	\`version_experience_min\` numeric,
  	\`version_experience_max\` numeric,
  	\`version_salary_min\` numeric,
  	\`version_salary_max\` numeric,
  	\`version_date_posted\` text,
  	\`version_valid_through\` text,
  	\`version_closed_early\` integer DEFAULT false,
  	\`version_summary\` text,
  	\`version_about\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE INDEX \`_jobs_v_parent_idx\` ON \`_jobs_v\` (\`parent_id\`);`);
  await db.run(
    sql`CREATE INDEX \`_jobs_v_version_version__order_idx\` ON \`_jobs_v\` (\`version__order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_jobs_v_version_version_slug_idx\` ON \`_jobs_v\` (\`version_slug\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_jobs_v_version_version_updated_at_idx\` ON \`_jobs_v\` (\`version_updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_jobs_v_version_version_created_at_idx\` ON \`_jobs_v\` (\`version_created_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_jobs_v_version_version__status_idx\` ON \`_jobs_v\` (\`version__status\`);`,
  );
  await db.run(sql`CREATE INDEX \`_jobs_v_created_at_idx\` ON \`_jobs_v\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`_jobs_v_updated_at_idx\` ON \`_jobs_v\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`_jobs_v_latest_idx\` ON \`_jobs_v\` (\`latest\`);`);
  await db.run(sql`CREATE TABLE \`_jobs_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_jobs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_jobs_v_texts_order_parent\` ON \`_jobs_v_texts\` (\`order\`,\`parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`news_key_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`news_key_points_order_idx\` ON \`news_key_points\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`news_key_points_parent_id_idx\` ON \`news_key_points\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`date\` text,
  	\`description\` text,
  	\`image_id\` integer,
  	\`illustration\` text,
  	\`alt\` text,
  	\`headline\` text,
  	\`summary\` text,
  	\`expert_opinion_quote\` text,
  	\`expert_opinion_name\` text,
  	\`expert_opinion_role\` text,
  	\`future_outlook\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE UNIQUE INDEX \`news_slug_idx\` ON \`news\` (\`slug\`);`);
  await db.run(sql`CREATE INDEX \`news_image_idx\` ON \`news\` (\`image_id\`);`);
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`);
  await db.run(sql`CREATE TABLE \`_news_v_version_key_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_news_v_version_key_points_order_idx\` ON \`_news_v_version_key_points\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_news_v_version_key_points_parent_id_idx\` ON \`_news_v_version_key_points\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_date\` text,
  	\`version_description\` text,
  	\`version_image_id\` integer,
  	\`version_illustration\` text,
  	\`version_alt\` text,
  	\`version_headline\` text,
  	\`version_summary\` text,
  	\`version_expert_opinion_quote\` text,
  	\`version_expert_opinion_name\` text,
  	\`version_expert_opinion_role\` text,
  	\`version_future_outlook\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`);
  await db.run(
    sql`CREATE INDEX \`_news_v_version_version_slug_idx\` ON \`_news_v\` (\`version_slug\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_news_v_version_version_image_idx\` ON \`_news_v\` (\`version_image_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`,
  );
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`);
  await db.run(sql`CREATE TABLE \`leaders_achievements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`leaders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`leaders_achievements_order_idx\` ON \`leaders_achievements\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`leaders_achievements_parent_id_idx\` ON \`leaders_achievements\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`leaders_specialties\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`leaders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`leaders_specialties_order_idx\` ON \`leaders_specialties\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`leaders_specialties_parent_id_idx\` ON \`leaders_specialties\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`leaders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`name\` text,
  	\`slug\` text,
  	\`position\` text,
  	\`badge\` text,
  	\`department\` text,
  	\`image_id\` integer,
  	\`illustration\` text,
  	\`bio\` text,
  	\`about\` text,
  	\`social_linkedin\` text,
  	\`social_email\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE INDEX \`leaders__order_idx\` ON \`leaders\` (\`_order\`);`);
  await db.run(sql`CREATE UNIQUE INDEX \`leaders_slug_idx\` ON \`leaders\` (\`slug\`);`);
  await db.run(sql`CREATE INDEX \`leaders_image_idx\` ON \`leaders\` (\`image_id\`);`);
  await db.run(sql`CREATE INDEX \`leaders_updated_at_idx\` ON \`leaders\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`leaders_created_at_idx\` ON \`leaders\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`leaders__status_idx\` ON \`leaders\` (\`_status\`);`);
  await db.run(sql`CREATE TABLE \`_leaders_v_version_achievements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_leaders_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_leaders_v_version_achievements_order_idx\` ON \`_leaders_v_version_achievements\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_leaders_v_version_achievements_parent_id_idx\` ON \`_leaders_v_version_achievements\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_leaders_v_version_specialties\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_leaders_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_leaders_v_version_specialties_order_idx\` ON \`_leaders_v_version_specialties\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_leaders_v_version_specialties_parent_id_idx\` ON \`_leaders_v_version_specialties\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_leaders_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_position\` text,
  	\`version_badge\` text,
  	\`version_department\` text,
  	\`version_image_id\` integer,
  	\`version_illustration\` text,
  	\`version_bio\` text,
  	\`version_about\` text,
  	\`version_social_linkedin\` text,
  	\`version_social_email\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`leaders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE INDEX \`_leaders_v_parent_idx\` ON \`_leaders_v\` (\`parent_id\`);`);
  await db.run(
    sql`CREATE INDEX \`_leaders_v_version_version__order_idx\` ON \`_leaders_v\` (\`version__order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_leaders_v_version_version_slug_idx\` ON \`_leaders_v\` (\`version_slug\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_leaders_v_version_version_image_idx\` ON \`_leaders_v\` (\`version_image_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_leaders_v_version_version_updated_at_idx\` ON \`_leaders_v\` (\`version_updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_leaders_v_version_version_created_at_idx\` ON \`_leaders_v\` (\`version_created_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_leaders_v_version_version__status_idx\` ON \`_leaders_v\` (\`version__status\`);`,
  );
  await db.run(sql`CREATE INDEX \`_leaders_v_created_at_idx\` ON \`_leaders_v\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`_leaders_v_updated_at_idx\` ON \`_leaders_v\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`_leaders_v_latest_idx\` ON \`_leaders_v\` (\`latest\`);`);
  await db.run(sql`CREATE TABLE \`testimonials\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`quote\` text,
  	\`name\` text,
  	\`role\` text,
  	\`company\` text,
  	\`rating\` numeric DEFAULT 5,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `);
  await db.run(sql`CREATE INDEX \`testimonials__order_idx\` ON \`testimonials\` (\`_order\`);`);
  await db.run(
    sql`CREATE INDEX \`testimonials_updated_at_idx\` ON \`testimonials\` (\`updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`testimonials_created_at_idx\` ON \`testimonials\` (\`created_at\`);`,
  );
  await db.run(sql`CREATE INDEX \`testimonials__status_idx\` ON \`testimonials\` (\`_status\`);`);
  await db.run(sql`CREATE TABLE \`_testimonials_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_quote\` text,
  	\`version_name\` text,
  	\`version_role\` text,
  	\`version_company\` text,
  	\`version_rating\` numeric DEFAULT 5,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_testimonials_v_parent_idx\` ON \`_testimonials_v\` (\`parent_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_testimonials_v_version_version__order_idx\` ON \`_testimonials_v\` (\`version__order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_testimonials_v_version_version_updated_at_idx\` ON \`_testimonials_v\` (\`version_updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_testimonials_v_version_version_created_at_idx\` ON \`_testimonials_v\` (\`version_created_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_testimonials_v_version_version__status_idx\` ON \`_testimonials_v\` (\`version__status\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_testimonials_v_created_at_idx\` ON \`_testimonials_v\` (\`created_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_testimonials_v_updated_at_idx\` ON \`_testimonials_v\` (\`updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_testimonials_v_latest_idx\` ON \`_testimonials_v\` (\`latest\`);`,
  );
  await db.run(sql`CREATE TABLE \`case_studies_built\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`case_studies_built_order_idx\` ON \`case_studies_built\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`case_studies_built_parent_id_idx\` ON \`case_studies_built\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`case_studies_outcomes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`case_studies_outcomes_order_idx\` ON \`case_studies_outcomes\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`case_studies_outcomes_parent_id_idx\` ON \`case_studies_outcomes\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`case_studies\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`title\` text,
  	\`anchor\` text,
  	\`industry\` text,
  	\`duration\` text,
  	\`client\` text,
  	\`challenge\` text,
  	\`solution\` text,
  	\`art\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `);
  await db.run(sql`CREATE INDEX \`case_studies__order_idx\` ON \`case_studies\` (\`_order\`);`);
  await db.run(
    sql`CREATE UNIQUE INDEX \`case_studies_anchor_idx\` ON \`case_studies\` (\`anchor\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`case_studies_updated_at_idx\` ON \`case_studies\` (\`updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`case_studies_created_at_idx\` ON \`case_studies\` (\`created_at\`);`,
  );
  await db.run(sql`CREATE INDEX \`case_studies__status_idx\` ON \`case_studies\` (\`_status\`);`);
  await db.run(sql`CREATE TABLE \`case_studies_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`case_studies_texts_order_parent\` ON \`case_studies_texts\` (\`order\`,\`parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_case_studies_v_version_built\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_case_studies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_case_studies_v_version_built_order_idx\` ON \`_case_studies_v_version_built\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_case_studies_v_version_built_parent_id_idx\` ON \`_case_studies_v_version_built\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_case_studies_v_version_outcomes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_case_studies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_case_studies_v_version_outcomes_order_idx\` ON \`_case_studies_v_version_outcomes\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_case_studies_v_version_outcomes_parent_id_idx\` ON \`_case_studies_v_version_outcomes\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_case_studies_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_title\` text,
  	\`version_anchor\` text,
  	\`version_industry\` text,
  	\`version_duration\` text,
  	\`version_client\` text,
  	\`version_challenge\` text,
  	\`version_solution\` text,
  	\`version_art\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_case_studies_v_parent_idx\` ON \`_case_studies_v\` (\`parent_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_case_studies_v_version_version__order_idx\` ON \`_case_studies_v\` (\`version__order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_case_studies_v_version_version_anchor_idx\` ON \`_case_studies_v\` (\`version_anchor\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_case_studies_v_version_version_updated_at_idx\` ON \`_case_studies_v\` (\`version_updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_case_studies_v_version_version_created_at_idx\` ON \`_case_studies_v\` (\`version_created_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_case_studies_v_version_version__status_idx\` ON \`_case_studies_v\` (\`version__status\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_case_studies_v_created_at_idx\` ON \`_case_studies_v\` (\`created_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_case_studies_v_updated_at_idx\` ON \`_case_studies_v\` (\`updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_case_studies_v_latest_idx\` ON \`_case_studies_v\` (\`latest\`);`,
  );
  await db.run(sql`CREATE TABLE \`_case_studies_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_case_studies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_case_studies_v_texts_order_parent\` ON \`_case_studies_v_texts\` (\`order\`,\`parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric
  );
  `);
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`);
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`);
  await db.run(sql`CREATE TABLE \`users_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`users_roles_order_idx\` ON \`users_roles\` (\`order\`);`);
  await db.run(sql`CREATE INDEX \`users_roles_parent_idx\` ON \`users_roles\` (\`parent_id\`);`);
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`);
  await db.run(
    sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `);
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`);
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`);
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `);
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`);
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `);
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`,
  );
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`jobs_id\` integer,
  	\`news_id\` integer,
  	\`leaders_id\` integer,
  	\`testimonials_id\` integer,
  	\`case_studies_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leaders_id\`) REFERENCES \`leaders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_jobs_id_idx\` ON \`payload_locked_documents_rels\` (\`jobs_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_leaders_id_idx\` ON \`payload_locked_documents_rels\` (\`leaders_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_case_studies_id_idx\` ON \`payload_locked_documents_rels\` (\`case_studies_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `);
  await db.run(
    sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`,
  );
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `);
  await db.run(
    sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`,
  );
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`jobs_locations\`;`);
  await db.run(sql`DROP TABLE \`jobs_responsibilities\`;`);
  await db.run(sql`DROP TABLE \`jobs_requirements\`;`);
  await db.run(sql`DROP TABLE \`jobs_nice_to_have\`;`);
  await db.run(sql`DROP TABLE \`jobs\`;`);
  await db.run(sql`DROP TABLE \`jobs_texts\`;`);
  await db.run(sql`DROP TABLE \`_jobs_v_version_locations\`;`);
  await db.run(sql`DROP TABLE \`_jobs_v_version_responsibilities\`;`);
  await db.run(sql`DROP TABLE \`_jobs_v_version_requirements\`;`);
  await db.run(sql`DROP TABLE \`_jobs_v_version_nice_to_have\`;`);
  await db.run(sql`DROP TABLE \`_jobs_v\`;`);
  await db.run(sql`DROP TABLE \`_jobs_v_texts\`;`);
  await db.run(sql`DROP TABLE \`news_key_points\`;`);
  await db.run(sql`DROP TABLE \`news\`;`);
  await db.run(sql`DROP TABLE \`_news_v_version_key_points\`;`);
  await db.run(sql`DROP TABLE \`_news_v\`;`);
  await db.run(sql`DROP TABLE \`leaders_achievements\`;`);
  await db.run(sql`DROP TABLE \`leaders_specialties\`;`);
  await db.run(sql`DROP TABLE \`leaders\`;`);
  await db.run(sql`DROP TABLE \`_leaders_v_version_achievements\`;`);
  await db.run(sql`DROP TABLE \`_leaders_v_version_specialties\`;`);
  await db.run(sql`DROP TABLE \`_leaders_v\`;`);
  await db.run(sql`DROP TABLE \`testimonials\`;`);
  await db.run(sql`DROP TABLE \`_testimonials_v\`;`);
  await db.run(sql`DROP TABLE \`case_studies_built\`;`);
  await db.run(sql`DROP TABLE \`case_studies_outcomes\`;`);
  await db.run(sql`DROP TABLE \`case_studies\`;`);
  await db.run(sql`DROP TABLE \`case_studies_texts\`;`);
  await db.run(sql`DROP TABLE \`_case_studies_v_version_built\`;`);
  await db.run(sql`DROP TABLE \`_case_studies_v_version_outcomes\`;`);
  await db.run(sql`DROP TABLE \`_case_studies_v\`;`);
  await db.run(sql`DROP TABLE \`_case_studies_v_texts\`;`);
  await db.run(sql`DROP TABLE \`media\`;`);
  await db.run(sql`DROP TABLE \`users_roles\`;`);
  await db.run(sql`DROP TABLE \`users_sessions\`;`);
  await db.run(sql`DROP TABLE \`users\`;`);
  await db.run(sql`DROP TABLE \`payload_kv\`;`);
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`);
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`);
  await db.run(sql`DROP TABLE \`payload_preferences\`;`);
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`);
  await db.run(sql`DROP TABLE \`payload_migrations\`;`);
}
