import { describe, expect, test } from 'vitest';
import { checkSlug, SLUG_MAX_LENGTH, suggestSlug, uniqueSlug } from '../../src/content/slugs.ts';

const RUSSIAN: [string, string][] = [
  ['Вторая смена: 40 тонн', 'vtoraya-smena-40-tonn'],
  ['Щит управления насосной станцией', 'shchit-upravleniya-nasosnoy-stantsiey'],
  ['Объём работ на Атырауском НПЗ выполнен', 'obem-rabot-na-atyrauskom-npz-vypolnen'],
  ['Съезд инженеров-сварщиков в Караганде', 'sezd-inzhenerov-svarshchikov-v-karagande'],
  ['Резервуар 50 м³ для хранения нефтепродуктов', 'rezervuar-50-m3-dlya-khraneniya-nefteproduktov'],
  ['Цех металлоконструкций запущен в Актобе', 'tsekh-metallokonstruktsiy-zapushchen-v-aktobe'],
  ['Электромонтажные работы: итоги года', 'elektromontazhnye-raboty-itogi-goda'],
  ['Юбилей завода «Каспий Инжиниринг»', 'yubiley-zavoda-kaspiy-inzhiniring'],
  ['Подъёмный кран грузоподъёмностью 25 т', 'podemnyy-kran-gruzopodemnostyu-25-t'],
  ['Обучение по охране труда — 2024', 'obuchenie-po-okhrane-truda-2024'],
  [
    'Новая линия покраски: шесть часов вместо двенадцати',
    'novaya-liniya-pokraski-shest-chasov-vmesto-dvenadtsati',
  ],
  [
    'Жилой городок для вахтовиков сдан в эксплуатацию',
    'zhiloy-gorodok-dlya-vakhtovikov-sdan-v-ekspluatatsiyu',
  ],
  ['Ёмкость для воды на промплощадке', 'emkost-dlya-vody-na-promploshchadke'],
  ['ISO 9001: сертификат получен', 'iso-9001-sertifikat-poluchen'],
  ['Заказ № 5 отгружен', 'zakaz-no-5-otgruzhen'],
  ['Щит', 'shchit'],
  ['Объём', 'obem'],
];

const KAZAKH: [string, string][] = [
  ['Екінші ауысым: 40 тонна', 'ekinshi-auysym-40-tonna'],
  ['Қазақстан', 'qazaqstan'],
  ['Өскемен', 'oskemen'],
  ['Шығыс', 'shygys'],
  ['Ұлытау', 'ulytau'],
  ['Үшінші', 'ushinshi'],
  ['Ақтөбе', 'aqtobe'],
  ['Әуе компрессорларына техникалық қызмет көрсету', 'aue-kompressorlaryna-tekhnikalyq-qyzmet-korsetu'],
  ['Ғимарат қасбетін жөндеу аяқталды', 'gimarat-qasbetin-zhondeu-ayaqtaldy'],
  ['Жаңа цех іске қосылды', 'zhana-tsekh-iske-qosyldy'],
  ['ІШКІ ТӘРТІП ЕРЕЖЕЛЕРІ', 'ishki-tartip-erezheleri'],
  ['ШАҺАР ЖАРЫҒЫ: ЖАҢА ШАМДАР', 'shahar-zharygy-zhana-shamdar'],
  ['Түркістан өңіріндегі құбыр желісі', 'turkistan-onirindegi-qubyr-zhelisi'],
  ['Дәнекерлеушілерге арналған оқу курсы', 'danekerleushilerge-arnalgan-oqu-kursy'],
  ['Жиһаз цехына жаңа станоктар келді', 'zhihaz-tsekhyna-zhana-stanoktar-keldi'],
  ['Маңғыстау облысындағы жаңа жоба', 'mangystau-oblysyndagy-zhana-zhoba'],
  ['ҰЛТТЫҚ ҮЗДІК КӘСІПОРЫН', 'ulttyq-uzdik-kasiporyn'],
];

const OTHER: [string, string][] = [
  ['Second shift — 40 tonnes', 'second-shift-40-tonnes'],
  ['Café', 'cafe'],
  ['Crème brûlée at the Düsseldorf fair', 'creme-brulee-at-the-dusseldorf-fair'],
  ['Straße, Łódź, Ærø', 'strasse-lodz-aero'],
  ['Ekınşı auysym', 'ekinsi-auysym'],
  ['  --Hello,   World!!  ', 'hello-world'],
  ['ﬁbre-optic cable', 'fibre-optic-cable'],
  // The same letters composed and decomposed (и + combining breve).
  ['\u0438\u0306од', 'yod'],
];

const ROUTES = ['page', 'rss', 'feed'];

describe('suggestSlug', () => {
  test.each([...RUSSIAN, ...KAZAKH])('%s → %s', (title, slug) => {
    expect(suggestSlug(title)).toBe(slug);
  });

  test.each(OTHER)('%s → %s', (title, slug) => {
    expect(suggestSlug(title)).toBe(slug);
  });

  test('the Kazakh titles use every letter of Kazakh’s own in both cases', () => {
    const titles = KAZAKH.map(([title]) => title).join(' ');
    const missing = [...'ӘәҒғҚқҢңӨөҰұҮүҺһІі'].filter((letter) => !titles.includes(letter));
    expect(missing).toEqual([]);
  });

  test('what it suggests for a title is an address checkSlug accepts', () => {
    for (const [title] of [...RUSSIAN, ...KAZAKH, ...OTHER]) {
      expect(checkSlug(suggestSlug(title), ROUTES), title).toBeUndefined();
    }
  });

  test.each(['', '!!! — ???', '🚧🏭', '«»'])('a title with no letter or digit gives nothing: %j', (title) => {
    expect(suggestSlug(title)).toBe('');
  });

  test('digits are kept, and digits alone are left for the caller to refuse', () => {
    expect(suggestSlug('40 тонн')).toBe('40-tonn');
    expect(suggestSlug('2024')).toBe('2024');
    expect(checkSlug(suggestSlug('2024'), ROUTES)).toBe('numeric');
  });

  test('a long title is cut after its last whole word within the limit', () => {
    const slug = suggestSlug(
      'Модернизация системы автоматического управления технологическими процессами на Павлодарском нефтехимическом заводе',
    );
    expect(slug).toBe('modernizatsiya-sistemy-avtomaticheskogo-upravleniya-tekhnologicheskimi');
    expect(suggestSlug('Монтаж '.repeat(11))).toBe(Array(10).fill('montazh').join('-'));
  });

  test('a cut address does not end on a preposition or a conjunction, in any language', () => {
    expect(
      suggestSlug('Компания представила продукцию трёх цехов на нефтегазовой выставке в Атырау в октябре'),
    ).toBe('kompaniya-predstavila-produktsiyu-trekh-tsekhov-na-neftegazovoy-vystavke');
    expect(
      suggestSlug(
        'The company showed the products of its three workshops at the oil and gas exhibition in Atyrau',
      ),
    ).toBe('the-company-showed-the-products-of-its-three-workshops-at-the-oil-and-gas');
    // Not cut, a title keeps its own last word, whatever it is.
    expect(suggestSlug('Всё о сварке и')).toBe('vse-o-svarke-i');
  });

  test('a word that ends right at the limit is kept', () => {
    const whole = `${'a'.repeat(39)}-${'b'.repeat(40)}`;
    expect(whole).toHaveLength(SLUG_MAX_LENGTH);
    expect(suggestSlug(`${whole} ccc`)).toBe(whole);
  });

  test('one word longer than the limit is cut inside it', () => {
    expect(suggestSlug('x'.repeat(100))).toBe('x'.repeat(SLUG_MAX_LENGTH));
  });
});

describe('checkSlug', () => {
  test.each(['vtoraya-smena-40-tonn', 'qazaqstan', '2024-god', 'rss-2', 'a'.repeat(SLUG_MAX_LENGTH)])(
    'accepts %s',
    (slug) => {
      expect(checkSlug(slug, ROUTES)).toBeUndefined();
    },
  );

  test.each([
    ['', 'empty'],
    ['a'.repeat(SLUG_MAX_LENGTH + 1), 'tooLong'],
    ['Smena', 'characters'],
    ['smena_2', 'characters'],
    ['smena 2', 'characters'],
    ['-smena', 'characters'],
    ['smena-', 'characters'],
    ['smena--2', 'characters'],
    ['смена', 'characters'],
    ['-', 'characters'],
    ['2024', 'numeric'],
    ['15', 'numeric'],
    ['rss', 'reserved'],
    ['page', 'reserved'],
  ])('refuses %j: %s', (slug, problem) => {
    expect(checkSlug(slug, ROUTES)).toBe(problem);
  });

  test('only the words the caller passes are reserved', () => {
    expect(checkSlug('rss', [])).toBeUndefined();
  });
});

describe('uniqueSlug', () => {
  function takenOf(...slugs: string[]) {
    return (slug: string) => slugs.includes(slug);
  }

  test('a free address is kept', () => {
    expect(uniqueSlug('shchit', takenOf('obem'))).toBe('shchit');
  });

  test('a taken one gets the first free number from 2', () => {
    expect(uniqueSlug('shchit', takenOf('shchit'))).toBe('shchit-2');
    expect(uniqueSlug('shchit', takenOf('shchit', 'shchit-2', 'shchit-3'))).toBe('shchit-4');
    const upToNine = ['shchit', ...Array.from({ length: 8 }, (_, i) => `shchit-${i + 2}`)];
    expect(uniqueSlug('shchit', takenOf(...upToNine))).toBe('shchit-10');
  });

  test('a long base is cut after a whole word to make room for its number', () => {
    const base = Array(10).fill('montazh').join('-');
    const slug = uniqueSlug(base, takenOf(base));
    expect(slug).toBe(`${Array(9).fill('montazh').join('-')}-2`);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
  });

  test('a base of one long word is cut inside it', () => {
    const base = 'x'.repeat(SLUG_MAX_LENGTH);
    expect(uniqueSlug(base, takenOf(base))).toBe(`${'x'.repeat(SLUG_MAX_LENGTH - 2)}-2`);
  });
});
