import {
  type FieldName,
  type Resource,
  resources,
  type SEARCH_FIELDS,
  SLUG,
  TRANSLATION_CHOICE,
} from '@industrial/api/content';

/** What a failed image upload says, which differs by resource (the spec's texts). */
export const uploadFailed = {
  withReason:
    'Ошибка загрузки изображения: %{reason}. Проверьте настройки сервера и права доступа к папке uploads.',
  image: 'Ошибка загрузки изображения',
  icon: 'Ошибка загрузки иконки',
};

/** Labels of the columns every record has. */
export const recordFields = {
  id: '№',
  status: 'Статус',
  publishAt: 'Опубликовать автоматически',
  unpublishAt: 'Снять с публикации автоматически',
  position: 'Порядок',
  version: 'Версия',
  createdAt: 'Создано',
  updatedAt: 'Обновлено',
};

/**
 * Labels of the fields `defineResource` gives every resource with a page per item, and what a
 * failed upload of its sharing image says.
 */
const itemPageFields = {
  [SLUG]: 'Адрес страницы',
  [TRANSLATION_CHOICE]: 'Не показывать на английском и казахском, пока нет перевода',
  searchTitle: 'Заголовок для поисковых систем',
  searchDescription: 'Описание для поисковых систем',
  shareImage: 'Картинка для соцсетей и мессенджеров',
  noIndex: 'Не индексировать',
} satisfies Record<(typeof SEARCH_FIELDS)[number] | typeof SLUG | typeof TRANSLATION_CHOICE, string>;
type ItemPageField = keyof typeof itemPageFields;

/** Help under the inputs of those fields. */
const itemPageHints = {
  shareImage:
    'Необязательно. Её показывают соцсети и мессенджеры, когда ссылкой на страницу делятся; без неё — изображение записи. Английской и казахской страницам можно дать свою (например, с надписью на их языке), иначе они покажут русскую.',
  noIndex:
    'Поисковые системы не будут показывать эту страницу, и её не будет в карте сайта. Посетители по-прежнему открывают её по ссылке.',
};

/** Image fields, and rows that hold an image (a gallery): what a failed upload says differs by field. */
type ImageFieldName<R extends Resource> = {
  [K in FieldName<R>]: Resources<R>[K] extends
    | { kind: 'image' }
    | { kind: 'rows'; of: Record<string, unknown> & { img: { kind: 'image' } } }
    ? K
    : never;
}[FieldName<R>];
type Resources<R extends Resource> = (typeof resources)[R]['fields'];

/**
 * The name of each option of each choice field (`placement`: `{none, header, footer}`), but for a
 * choice whose names the declaration gives in three languages (a vacancy's employment type).
 */
type ChoiceNames<R extends Resource> = {
  [K in FieldName<R> as Resources<R>[K] extends { kind: 'choice' }
    ? Resources<R>[K] extends { names: object }
      ? never
      : K
    : never]: Resources<R>[K] extends {
    options: readonly string[];
  }
    ? Record<Resources<R>[K]['options'][number], string>
    : never;
};

/** What a content resource's messages say of their own: the rest is made of its declared nouns. */
export type OwnMessages<R extends Resource> = OwnTexts<R> &
  (keyof ChoiceNames<R> extends never ? { choices?: never } : { choices: ChoiceNames<R> });

type OwnTexts<R extends Resource> = {
  /** The list screen's lead: what the section holds. */
  description: string;
  /** A label for every declared field, alt texts included: a field without one fails the type check. */
  fields: Record<Exclude<FieldName<R>, ItemPageField>, string>;
  /** Help under an input. */
  hints?: Partial<Record<FieldName<R>, string>>;
  /** What a failed upload of each image says. */
  upload_failed: Record<Exclude<ImageFieldName<R>, ItemPageField>, string>;
};

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The noun's gender, read off its demonstrative: «эту» услугу, «это» фото, «этот»/«этого» цех, партнёра. */
const genders = { эту: 'feminine', это: 'neuter', этот: 'masculine', этого: 'masculine' } as const;
const agreed = {
  feminine: { pronoun: 'её', moved: 'перемещена', added: 'добавлена' },
  neuter: { pronoun: 'его', moved: 'перемещено', added: 'добавлено' },
  masculine: { pronoun: 'его', moved: 'перемещён', added: 'добавлен' },
} as const;

/**
 * A content resource's messages under `resources.<name>`: its titles, buttons and dialogs made of
 * the nouns its declaration gives («Добавить услугу», «Вы уверены, что хотите удалить эту услугу?»,
 * «Ошибка при загрузке услуги»), and what it says of its own.
 */
export function contentMessages<R extends Resource>(resource: R, own: OwnMessages<R>) {
  const nouns = resources[resource].nouns;
  const words = agreed[genders[nouns.this]];
  return {
    // The third form follows a count or «Нет» (ra.page.empty): in lower case, mid-sentence.
    name: `${capital(nouns.one)} |||| ${capital(nouns.plural)} |||| ${nouns.genitivePlural}`,
    title: capital(nouns.plural),
    search: `Поиск ${nouns.genitivePlural}`,
    create: `Добавить ${nouns.accusative}`,
    edit: `Редактирование ${nouns.genitive}`,
    // react-admin's confirmation dialog reads these per resource; the question is the spec's, and
    // the sentence after it says where a deleted record goes.
    message: {
      delete_title: `Удалить ${nouns.accusative} «%{recordRepresentation}»?`,
      delete_content: `Вы уверены, что хотите удалить ${nouns.this} ${nouns.accusative}? ${capital(words.pronoun)} можно будет восстановить из корзины.`,
    },
    // The toasts after a save or a delete (react-admin reads `resources.<name>.notifications`).
    notifications: {
      created: `${capital(nouns.one)} ${words.added}`,
      deleted: `${capital(nouns.one)} ${words.moved} в корзину`,
    },
    delete_failed: `Ошибка при удалении ${nouns.genitive}`,
    load_failed: `Ошибка при загрузке ${nouns.genitive}`,
    ...own,
    fields: { ...recordFields, ...itemPageFields, ...own.fields },
    hints: { ...itemPageHints, ...own.hints },
    upload_failed: { shareImage: uploadFailed.image, ...own.upload_failed },
  };
}
