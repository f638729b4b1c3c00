CREATE TABLE "job_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"vacancy_id" integer NOT NULL,
	"vacancy_title" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"message" text NOT NULL,
	"locale" text NOT NULL,
	"cv_key" text NOT NULL,
	"cv_name" text NOT NULL,
	"cv_type" text NOT NULL,
	"cv_size" bigint NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"policy_version" integer,
	"policy_locale" text,
	"notes" text DEFAULT '' NOT NULL,
	"assignee_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "application_id" integer;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_policy_version_privacy_versions_version_fk" FOREIGN KEY ("policy_version") REFERENCES "public"."privacy_versions"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_applications_status_idx" ON "job_applications" USING btree ("status");--> statement-breakpoint
CREATE INDEX "job_applications_created_idx" ON "job_applications" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Data: the privacy policy's built-in section on keeping data gains its sentence on job applications and
-- CVs ({applicationDays}), as a new version of the policy (kept in privacy_versions, as a save in the admin
-- keeps it), only where the section still holds the built-in words (a text staff edited is theirs and stays).
WITH "updated" AS (
  UPDATE "page_texts" SET "values" = jsonb_set("values", '{sections,4,text}', '{"ru":"Заявки хранятся в базе данных компании на серверах, расположенных на территории Республики Казахстан; приложенные файлы — в закрытом хранилище, недоступном посетителям сайта. Доступ есть только у сотрудников компании, которые работают с заявками; о новой заявке они получают уведомление по электронной почте.\n\nЗаявка вместе с файлом удаляется автоматически через {days} дней после её закрытия. Отклики на вакансии и резюме хранятся {applicationDays} дней с момента получения, после чего удаляются без возможности восстановления; доступ к ним есть только у администраторов сайта. Мы не передаём данные третьим лицам, кроме случаев, прямо предусмотренных законодательством Республики Казахстан.","en":"Requests are kept in the company’s database on servers located in the Republic of Kazakhstan; attached files are kept in a closed storage area that visitors cannot reach. Only the company’s staff who handle requests have access, and they are notified of a new request by e-mail.\n\nA request and its file are deleted automatically {days} days after the request is closed. Job applications and CVs are kept for {applicationDays} days from the day they arrive and are then deleted for good; only the website’s administrators can see them. We do not pass the data to third parties except where the law of the Republic of Kazakhstan expressly requires it.","kk":"Өтінімдер компанияның дерекқорында Қазақстан Республикасының аумағында орналасқан серверлерде сақталады; тіркелген файлдар сайтқа келушілерге қолжетімсіз жабық қоймада сақталады. Оларға тек өтінімдермен жұмыс істейтін компания қызметкерлері қол жеткізе алады; жаңа өтінім туралы олар электрондық пошта арқылы хабарлама алады.\n\nӨтінім файлымен бірге жабылғаннан кейін {days} күн өткен соң автоматты түрде жойылады. Бос орындарға жіберілген өтініштер мен түйіндемелер келіп түскен күннен бастап {applicationDays} күн сақталады, содан кейін қалпына келтіру мүмкіндігінсіз жойылады; оларды тек сайт әкімшілері көре алады. Қазақстан Республикасының заңнамасында тікелей көзделген жағдайлардан басқа, деректерді үшінші тұлғаларға бермейміз."}'::jsonb), "version" = "version" + 1, "updated_at" = now(), "translations" = "translations" #- '{en,sources,sections.4.text}' #- '{kk,sources,sections.4.text}' WHERE "page" = 'privacy' AND "values" #> '{sections,4,text}' = '{"ru":"Заявки хранятся в базе данных компании на серверах, расположенных на территории Республики Казахстан; приложенные файлы — в закрытом хранилище, недоступном посетителям сайта. Доступ есть только у сотрудников компании, которые работают с заявками; о новой заявке они получают уведомление по электронной почте.\n\nЗаявка вместе с файлом удаляется автоматически через {days} дней после её закрытия. Мы не передаём данные третьим лицам, кроме случаев, прямо предусмотренных законодательством Республики Казахстан.","en":"Requests are kept in the company’s database on servers located in the Republic of Kazakhstan; attached files are kept in a closed storage area that visitors cannot reach. Only the company’s staff who handle requests have access, and they are notified of a new request by e-mail.\n\nA request and its file are deleted automatically {days} days after the request is closed. We do not pass the data to third parties except where the law of the Republic of Kazakhstan expressly requires it.","kk":"Өтінімдер компанияның дерекқорында Қазақстан Республикасының аумағында орналасқан серверлерде сақталады; тіркелген файлдар сайтқа келушілерге қолжетімсіз жабық қоймада сақталады. Оларға тек өтінімдермен жұмыс істейтін компания қызметкерлері қол жеткізе алады; жаңа өтінім туралы олар электрондық пошта арқылы хабарлама алады.\n\nӨтінім файлымен бірге жабылғаннан кейін {days} күн өткен соң автоматты түрде жойылады. Қазақстан Республикасының заңнамасында тікелей көзделген жағдайлардан басқа, деректерді үшінші тұлғаларға бермейміз."}'::jsonb
  RETURNING "version", "values"
)
INSERT INTO "privacy_versions" ("version", "texts") SELECT "version", "values" FROM "updated";
