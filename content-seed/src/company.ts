import type { SettingName, StoredSettings } from '@industrial/api/settings';

/**
 * The company's details a fresh install starts with (Настройки сайта). Every value here is a
 * PLACEHOLDER that staff replace in the back office before going live; the dashboard lists the ones
 * still unchanged (`placeholders`).
 */
export const company = {
  name: {
    ru: 'ТОО «Компания-Пример»',
    en: 'Example Company LLP',
    kk: '«Мысал-Компания» ЖШС',
  },
  phone: '+7 (700) 000-00-00',
  phoneChatUrl: 'https://wa.me/77000000000',
  email: 'info@example.kz',
  address: {
    ru: 'г. Атырау, ул. Примерная, 1',
    en: '1 Example Street, Atyrau, Kazakhstan',
    kk: 'Атырау қ., Мысал көшесі, 1',
  },
  hoursWeekdays: { ru: '9:00–18:00', en: '9:00–18:00', kk: '9:00–18:00' },
  hoursWeekend: { ru: 'выходной', en: 'closed', kk: 'демалыс' },
  messengerUrl: 'https://wa.me/77000000000',
  instagramUrl: 'https://www.instagram.com/example.company.kz',
  figure1Value: { ru: '100%', en: '100%', kk: '100%' },
  figure1Caption: { ru: 'казахстанская компания', en: 'Kazakhstani company', kk: 'қазақстандық компания' },
  figure2Value: { ru: '10 000', en: '10,000', kk: '10 000' },
  figure2Caption: {
    ru: 'м² производственных площадей',
    en: 'm² of production space',
    kk: 'м² өндірістік алаң',
  },
  figure3Value: { ru: '100+', en: '100+', kk: '100+' },
  figure3Caption: { ru: 'реализованных проектов', en: 'projects delivered', kk: 'жүзеге асырылған жоба' },
  figure4Value: { ru: '150+', en: '150+', kk: '150+' },
  figure4Caption: { ru: 'видов выпускаемой продукции', en: 'product types made', kk: 'өнім түрі' },
  about: {
    ru:
      'Мы работаем с 2011 года и выполняем весь цикл работ: от проектирования и изготовления до монтажа, пусконаладки и сервисного сопровождения.\n\n' +
      'Собственные цеха металлообработки, сварки и пошива теплоизоляции в Атырау позволяют нам держать под контролем сроки, качество и стоимость каждого заказа.',
    en:
      'Since 2011 we have handled the full project cycle, from design and manufacturing to installation, commissioning and after-sales service.\n\n' +
      'Our own Metal Fabrication, Welding and Thermal Insulation Sewing Shops in Atyrau keep the schedule, quality and cost of every order under our control.',
    kk:
      'Біз 2011 жылдан бері жұмыс істеп келеміз және жобаның толық циклін атқарамыз: жобалау мен жасаудан бастап монтажға, іске қосу-баптауға және сервистік қызмет көрсетуге дейін.\n\n' +
      'Атыраудағы өз металл өңдеу, дәнекерлеу және жылу оқшаулағыш тігу цехтарымыз әр тапсырыстың мерзімін, сапасын және құнын бақылауда ұстауға мүмкіндік береді.',
  },
  mission: {
    ru: 'Предоставлять казахстанской промышленности надёжные инженерные решения местного производства, которые служат долго и окупаются быстро.',
    en: 'To give Kazakhstan’s industry reliable, locally made engineering solutions that last long and pay off quickly.',
    kk: 'Қазақстан өнеркәсібін ұзақ қызмет ететін және тез өтелетін, отандық өндірістің сенімді инженерлік шешімдерімен қамтамасыз ету.',
  },
  vision: {
    ru: 'Стать ведущим казахстанским партнёром полного цикла для промышленных объектов региона и доказать, что отечественное производство не уступает зарубежному.',
    en: 'To become the region’s leading Kazakhstani full-cycle partner for industrial sites and to prove that local manufacturing matches the best from abroad.',
    kk: 'Өңірдегі өнеркәсіптік нысандар үшін толық циклді жетекші қазақстандық серіктес болу және отандық өндірістің шетелдік өндірістен кем түспейтінін дәлелдеу.',
  },
  /**
   * As the spec names them. Kazakhstan replaced СНиП with its own codes (СН РК, СП РК) in 2015, so
   * the company confirms the list before launch, e.g. «ГОСТ, СТ РК, СН РК».
   */
  standards: { ru: 'ГОСТ, СНиП', en: 'GOST, SNiP', kk: 'МЕМСТ, ҚНжЕ' },
  video: 'EXAMPLE_VIDEO',
  videoSlogan: {
    ru: '15 лет внедряем инновации вместе',
    en: 'Innovating together for 15 years',
    kk: '15 жыл бірге инновация енгізіп келеміз',
  },
  videoTitle: { ru: 'Видео: 15 лет вместе', en: 'Video: 15 years together', kk: 'Бейне: бірге 15 жыл' },
  map: 'https://yandex.kz/maps/?ll=51.9238%2C47.0945&z=13',
  requestTitle: { ru: 'Обсудить проект', en: 'Discuss a project', kk: 'Жобаны талқылау' },
  requestLead: {
    ru: 'Опишите задачу, и мы ответим в течение рабочего дня. Можно приложить чертёж, техническое задание или смету.',
    en: 'Describe your project and we will reply within one working day. You can attach a drawing, a specification or a bill of quantities.',
    kk: 'Жобаңызды сипаттаңыз, біз бір жұмыс күні ішінде жауап береміз. Сызбаны, техникалық тапсырманы немесе сметаны тіркеуге болады.',
  },
  /** Nobody: until staff name someone, requests are mailed to REQUEST_NOTIFY_TO (if set). */
  notifyEmails: [],
  /** Nobody: job applications are mailed only once an administrator names someone. */
  applicationNotifyEmails: [],
  /** 0: the default period (180 days). */
  applicationRetentionDays: 0,
  /** No analytics: the site sends nothing to anyone until an administrator chooses a service. */
  analyticsService: 'none',
  analyticsScriptUrl: '',
  analyticsSiteId: '',
} satisfies StoredSettings;

/**
 * The settings above that are invented and must be replaced before launch: while one still holds
 * its value here, the dashboard lists it under Перед запуском. (The home page's texts and figures
 * are the company's real profile to start from, not placeholders.)
 */
export const placeholders: readonly SettingName[] = [
  'name',
  'address',
  'phone',
  'phoneChatUrl',
  'email',
  'messengerUrl',
  'instagramUrl',
  'video',
  'map',
  'standards',
];

/** The seed's partners are invented too: one still named so is listed under Перед запуском. */
export { INVENTED_PARTNER_NAMES } from './partners.ts';
