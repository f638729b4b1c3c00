import type { Locale } from '@industrial/api/content';

/** One concept and the single word the site uses for it in one language. */
export interface Term {
  /** The concept, named in Russian, the reference language. */
  concept: string;
  /** The word or phrase to write (in any case form). */
  use: string;
  /**
   * Variants that must not appear in copy: each matches at the start of a word, in any letter case,
   * so a stem covers its endings ("термоизоляц" finds "термоизоляции"). A RegExp is taken as written.
   */
  reject: (string | RegExp)[];
  /** Why, where the choice is not obvious. */
  note?: string;
}

/**
 * The terms of the site's copy, one per concept in each language: what the dictionaries, the
 * built-in content and anything staff write should say. `site/src/i18n/copy.test.ts` fails when a
 * rejected variant appears in the dictionaries or the built-in content.
 */
export const GLOSSARY: Record<Locale, Term[]> = {
  ru: [
    { concept: 'теплоизоляция', use: 'теплоизоляция', reject: ['термоизоляц'] },
    { concept: 'антикоррозионный', use: 'антикоррозионный', reject: ['антикоррозийн'] },
    { concept: 'в цехе', use: 'в цехе', reject: ['в цеху'], note: 'Предложный падеж, не разговорная форма.' },
    {
      concept: 'аттестованный сварщик',
      use: 'аттестованные сварщики',
      reject: [/сертифицированн\p{L}* сварщик/iu],
      note: 'Сварщиков аттестуют (НАКС, ГОСТ); сертифицируют продукцию.',
    },
    {
      concept: 'цех металлообработки',
      use: 'цех металлообработки',
      reject: ['цех металлоконструкций'],
      note: 'Так называется цех (продукт 1); металлоконструкции — то, что он выпускает.',
    },
    { concept: 'электронная почта', use: 'электронная почта', reject: ['email', 'e-mail', 'имейл', 'емейл'] },
    {
      concept: 'цех пошива теплоизоляции',
      use: 'Цех пошива теплоизоляции',
      reject: ['цех пошива теплоизоляционных', 'цеха пошива теплоизоляционных'],
      note: 'Одно название цеха (продукт 3), короткое, как у двух других.',
    },
    {
      concept: 'волоконный лазер',
      use: 'волоконный лазер',
      reject: ['оптоволоконн'],
      note: '«Оптоволоконный» — жаргон продавцов; технический термин — волоконный.',
    },
    {
      concept: 'испытания контрольных образцов',
      use: 'механические испытания',
      reject: [/механическ\p{L}* контрол/iu],
      note: 'Контрольные сварные образцы проходят механические испытания, не контроль.',
    },
    {
      concept: 'согласие на обработку данных',
      use: 'Даю согласие на сбор и обработку',
      reject: ['я согласен', 'я согласна', /(?<!\p{L})согласи\p{L}* на обработку/iu],
      note: 'Как в политике и в Законе № 94-V: согласие на сбор и обработку персональных данных.',
    },
    {
      concept: 'сертификат СТ-KZ',
      use: 'сертификат о происхождении товара СТ-KZ',
      reject: [/сертификат\p{L}* происхождения/iu, /соответствия и происхождения/iu],
      note: 'Так называется документ: сертификат о происхождении товара формы СТ-KZ.',
    },
    {
      concept: 'аттестация сварочного производства',
      use: 'свидетельство об аттестации сварочного производства',
      reject: [/аттестат\p{L}* аккредитации/iu],
      note: 'Аккредитуют лаборатории и органы по сертификации; сварочное производство аттестуют.',
    },
    {
      concept: 'огнезащитные чехлы',
      use: 'огнезащитные и звукоизоляционные чехлы',
      reject: [/огнестойк\p{L}* и акустическ/iu, 'акустические покрытия'],
      note: 'Изделия — огнезащитные (предел огнестойкости — у конструкции); «покрытия» у цеха пошива читаются как краска.',
    },
    {
      concept: 'приёмочный контроль',
      use: 'входной и приёмочный контроль',
      reject: [/выходн\p{L}* контрол/iu],
      note: '«Выходной контроль» — цеховой жаргон.',
    },
    {
      concept: 'подпись к стандартам',
      use: 'стандарты изготовления',
      reject: ['изготовление по стандартам'],
      note: 'Подпись стоит после названий стандартов: «ГОСТ, СНиП изготовление…» не читается.',
    },
    {
      concept: 'около (до)',
      use: 'примерно до',
      reject: [/(?<!\p{L})до около/iu],
      note: 'Два предлога подряд.',
    },
  ],
  en: [
    { concept: 'резюме', use: 'CV', reject: [/(?<!\p{L})r[eé]sum[eé](?!\p{L})/iu] },
    {
      concept: 'цех металлообработки',
      use: 'Metal Fabrication Shop',
      reject: [/(?<!metal )fabrication shop/iu, 'metalworking shop', 'metalworking workshop'],
      note: 'Workshop names are written as the product is named; "workshops" stays the generic word.',
    },
    {
      concept: 'сварочный цех',
      use: 'Welding Shop',
      reject: [/(?<!\p{L})welding shop/u, 'welding workshop'],
    },
    {
      concept: 'цех пошива теплоизоляции',
      use: 'Thermal Insulation Sewing Shop',
      reject: [/(?<!Thermal )Insulation Sewing Shop/u, /insulation sewing (?:work)?shop/u],
    },
    {
      concept: 'теплоизоляция',
      use: 'thermal insulation',
      reject: ['heat insulation', 'heat-insulation', 'heat-insulating'],
    },
    { concept: 'паспорт качества', use: 'quality certificate', reject: ['quality passport'] },
    { concept: 'аттестованный сварщик', use: 'qualified welders', reject: ['certified welder'] },
    {
      concept: 'раздел «Вакансии»',
      use: 'Careers',
      reject: [/(?<!\p{L})Vacancies(?!\p{L})/u],
      note: 'The section in the menu and the page title; one opening is a vacancy.',
    },
    {
      concept: 'раздел «Производство и продукция»',
      use: 'Manufacturing',
      reject: ['production and products', 'back to production', 'return to production'],
      note: 'The name of the section in the menu, the page title and the links back to it.',
    },
    {
      concept: 'раздел «Контакты»',
      use: 'Contact us',
      reject: [/(?<!\p{L})Contacts(?!\p{L})/u],
      note: 'The menu button and the page title; "contacts" are people you know.',
    },
    {
      concept: 'огнезащита',
      use: 'fire protection (fire-protective)',
      reject: ['fireproof'],
      note: '"Fireproof" is an absolute claim an HSE reviewer will query.',
    },
    { concept: 'задача заказчика', use: 'your project', reject: [/(?<!\p{L})(?:your|the) task(?!\p{L})/iu] },
    {
      concept: 'согласие на обработку данных',
      use: 'I consent to the collection and processing',
      reject: ['agree to the processing', /consent to the processing/iu],
      note: 'The policy and Law 94-V: consent to the collection and processing of personal data.',
    },
    {
      concept: 'новость (одна)',
      use: 'article',
      reject: ['news not found', 'requested news', /(?<!\p{L})a news(?!\p{L})/iu],
      note: '"News" is uncountable: one item is an article.',
    },
    {
      concept: 'цех (страница цеха)',
      use: 'workshop',
      reject: ['product not found', 'the product has been removed'],
      note: 'The pages under /product are workshops, as the Russian «Цех не найден» says.',
    },
    {
      concept: 'слоган',
      use: 'Innovating together for 15 years',
      reject: ['creating innovations'],
      note: 'The same verb as the anniversary news title, «15 years of innovating together».',
    },
    { concept: 'электромонтаж', use: 'electrical installation', reject: ['electrical works'] },
    { concept: 'серийные партии', use: 'production runs', reject: ['series runs'] },
    { concept: 'электрометрическое обследование', use: 'potential survey', reject: ['electrical survey'] },
    { concept: 'производство в цифрах', use: 'Manufacturing in figures', reject: ['production in figures'] },
    {
      concept: 'аттестация сварочного производства',
      use: 'welding production qualification certificate',
      reject: [/welding production accreditation/iu],
    },
  ],
  kk: [
    {
      concept: 'резюме',
      use: 'түйіндеме',
      reject: ['резюме'],
      note: 'Кандидаттың өтінішіне тіркелетін құжат.',
    },
    {
      concept: 'отклик на вакансию',
      use: 'бос орынға өтініш',
      reject: [/бос орынға өтінім/iu],
      note: '«Өтінім» — тапсырыс берушінің заявкасы; кандидат «өтініш» жібереді.',
    },
    { concept: 'гибка', use: 'ию', reject: ['иілу', /(?<!\p{L})иу(?!\p{L})/u] },
    {
      concept: 'огнезащита',
      use: 'өрттен қорғау (өрттен қорғайтын)',
      reject: ['отқа қарсы қорғау', 'өрттен оқшаула', /отқа төзімді\p{L}* және (?:жылу|дыбыс)/iu],
      note: 'Өрттен қорғайды, жылудан оқшаулайды; «отқа төзімді» — огнестойкий, басқа ұғым.',
    },
    {
      concept: 'теплоизоляция',
      use: 'жылу оқшаулау',
      reject: ['жылудан оқшаула'],
    },
    { concept: 'маты', use: 'төсеніштер', reject: ['төсем'] },
    {
      concept: 'станция катодной защиты',
      use: 'катодтық қорғау станциясы',
      reject: ['катодтық қорғаныс'],
    },
    { concept: 'подземный', use: 'жер асты', reject: ['жерасты', 'жер астындағы'] },
    {
      concept: 'цех пошива теплоизоляции',
      use: 'Жылу оқшаулағыш тігу цехы',
      reject: ['жылу оқшаулағыш материалдарды тігу'],
    },
    {
      concept: 'форма (заявки)',
      use: 'өтінім формасы',
      reject: [/өтінім нысан/iu],
      note: 'Бұл сайтта «нысан» — объект.',
    },
    {
      concept: 'задача (заявки)',
      use: 'жобаңыз',
      reject: [/(?<!\p{L})міндетті сипатта/iu],
      note: '«Міндетті» — обязательный.',
    },
    { concept: 'пусконаладка', use: 'іске қосу-баптау', reject: ['іске қосу, баптау'] },
    { concept: 'силовые (сети, кабели)', use: 'күштік', reject: [/(?<!\p{L})күш және/u] },
    { concept: 'трубопроводы', use: 'құбыржолдар', reject: [/(?<!\p{L})құбырлар/u] },
    {
      concept: 'строительные леса',
      use: 'құрылыс ормандары',
      reject: [/(?<!құрылыс )ормандар/iu, 'орман құрастырушы'],
      note: 'Жалаң "ормандар" орман (лес) деп оқылады.',
    },
    { concept: 'станок', use: 'білдек', reject: ['станок', 'станог'] },
    { concept: 'газоконденсатный', use: 'газ конденсатты', reject: ['газ конденсаты кен'] },
    { concept: 'видение', use: 'пайым', reject: ['пайымдау'] },
    { concept: 'защитный газ', use: 'қорғаушы газ', reject: ['қорғаныш газ'] },
    {
      concept: 'согласие на обработку данных',
      use: 'жинауға және өңдеуге келісемін',
      reject: [/(?<!жинауға және )өңдеуге келісім/iu],
      note: 'Саясаттағыдай және № 94-V Заңдағыдай: жинауға және өңдеуге келісім.',
    },
    {
      concept: 'цех (страница цеха)',
      use: 'Цех табылмады',
      reject: ['өнім табылмады', 'өнім жойылған'],
    },
    {
      concept: 'аттестация сварочного производства',
      use: 'дәнекерлеу өндірісін аттестаттау туралы куәлік',
      reject: ['аккредиттеу аттестат'],
      note: 'Дәнекерлеу өндірісі аккредиттелмейді, аттестатталады.',
    },
    {
      concept: 'приёмочный контроль',
      use: 'қабылдау бақылауы',
      reject: [/шығыс (?:сапа )?бақылау/iu],
    },
    {
      concept: 'при обслуживании',
      use: 'техникалық қызмет көрсету кезінде',
      reject: ['жөндеу кезінде шешіп'],
      note: '«Жөндеу» — ремонт.',
    },
    { concept: 'реконструкция', use: 'реконструкциялау', reject: ['қайта жаңарту'] },
    {
      concept: 'раздел «Вакансии»',
      use: 'Бос орындар',
      reject: [/(?<!\p{L})вакансиялар/iu],
      note: 'Бөлімнің аты, мәзірде және бет тақырыбында; бір бос орын — «бос орын».',
    },
    { concept: 'вахта (график работы)', use: 'вахталық әдіс', reject: [/(?<!\p{L})вахта бойынша/iu] },
    { concept: 'очистка', use: 'тазалау', reject: [/(?<!\p{L})тазарт/iu], note: 'Бір етістік: тазалау.' },
    {
      concept: 'по стандартам (названным)',
      use: 'стандарттары бойынша',
      reject: [/(?<!\p{L})стандарттар бойынша/iu],
      note: 'Аталған стандарттардан кейін тәуелдік жалғау: «МЕМСТ, ҚНжЕ стандарттары бойынша».',
    },
  ],
};

/** The rejected variants of one language as patterns to search copy with. */
export function rejectedPatterns(locale: Locale): { term: Term; pattern: RegExp }[] {
  return GLOSSARY[locale].flatMap((term) =>
    term.reject.map((variant) => ({
      term,
      pattern:
        typeof variant === 'string'
          ? new RegExp(`(?<!\\p{L})${variant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'iu')
          : variant,
    })),
  );
}
