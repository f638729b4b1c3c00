import type { products as productsTable } from '@industrial/api/schema';
import type { BuiltIn } from './built-in.ts';
import { PICTURES } from './pictures.ts';

/** Its heading; each workshop says in its text how it checks its own work. */
const control = { ru: 'Контроль на каждом этапе', en: 'Checks at every stage', kk: 'Әр кезеңде бақылау' };

/** The quality blocks every workshop shares, after its own checks. */
const sharedQuality = [
  {
    title: { ru: 'Проверенные материалы', en: 'Proven materials', kk: 'Тексерілген материалдар' },
    text: {
      ru: 'Работаем только с сертифицированными материалами от надёжных поставщиков.',
      en: 'We only use certified materials from reliable suppliers.',
      kk: 'Тек сенімді жеткізушілердің сертификатталған материалдарымен жұмыс істейміз.',
    },
  },
  {
    title: { ru: 'Полный пакет документов', en: 'Full documentation', kk: 'Құжаттардың толық топтамасы' },
    text: {
      ru: 'Паспорт качества, сертификаты соответствия, сертификат о происхождении товара СТ-KZ.',
      en: 'Quality certificate, certificates of conformity and a CT-KZ certificate of origin.',
      kk: 'Сапа паспорты, сәйкестік сертификаттары және СТ-KZ шығу тегі сертификаты.',
    },
  },
];

/** The three workshops, ids 1 to 3: the public product pages link to them by id. */
export const products: BuiltIn<typeof productsTable, 'image'>[] = [
  {
    id: 1,
    name: {
      ru: 'Цех металлообработки',
      en: 'Metal Fabrication Shop',
      kk: 'Металл өңдеу цехы',
    },
    description: {
      ru: 'Раскрой, гибка и сборка изделий из листового металла для промышленных объектов: от единичных деталей до серийных партий воздуховодов и металлоконструкций. Работаем с нержавеющей сталью AISI 304/316 и оцинкованной сталью толщиной от 0,5 до 20 мм.',
      en: 'Cutting, bending and assembly of sheet metal products for industrial facilities, from one-off parts to production runs of air ducts and steel structures. We work with AISI 304/316 stainless steel and galvanised steel from 0.5 to 20 mm thick.',
      kk: 'Өнеркәсіп нысандарына арналған табақ металл бұйымдарын пішу, ию және құрастыру: жекелеген бөлшектерден бастап ауа өткізгіштер мен металл конструкциялардың сериялық партияларына дейін. Қалыңдығы 0,5-тен 20 мм-ге дейінгі AISI 304/316 тот баспайтын болатпен және мырышталған болатпен жұмыс істейміз.',
    },
    info: {
      ru: [
        'Воздуховоды круглого и прямоугольного сечения',
        'Фасонные элементы: отводы, переходы, тройники',
        'Металлоконструкции и опорные рамы',
        'Металлическая обшивка теплоизоляции',
        'Кабельные лотки и короба',
        'Корпуса шкафов и щитов',
      ],
      en: [
        'Round and rectangular air ducts',
        'Duct fittings: bends, reducers and tees',
        'Steel structures and support frames',
        'Metal cladding for thermal insulation',
        'Cable trays and trunking',
        'Cabinet and switchboard enclosures',
      ],
      kk: [
        'Дөңгелек және тікбұрышты қималы ауа өткізгіштер',
        'Фасонды бөлшектер: бұрылыстар, ауыспалар, үштармақтар',
        'Металл конструкциялар мен тірек рамалары',
        'Жылу оқшаулағышқа арналған металл қаптама',
        'Кабель науалары мен қораптары',
        'Шкафтар мен қалқандардың корпустары',
      ],
    },
    info2: {
      ru: [
        'Лазерная и плазменная резка листа',
        'Гибка на листогибочном прессе с ЧПУ',
        'Вальцовка цилиндрических и конических деталей',
        'Точность изготовления ±0,1 мм',
        'До 1000 деталей за смену',
      ],
      en: [
        'Laser and plasma cutting of sheet metal',
        'Bending on a CNC press brake',
        'Rolling of cylindrical and conical parts',
        'Manufacturing accuracy of ±0.1 mm',
        'Up to 1,000 parts per shift',
      ],
      kk: [
        'Табақ металды лазермен және плазмамен кесу',
        'СББ табақ иетін пресінде ию',
        'Цилиндр және конус пішінді бөлшектерді біліктермен ию (вальцтеу)',
        'Дайындау дәлдігі ±0,1 мм',
        'Бір ауысымда 1000 бөлшекке дейін',
      ],
    },
    characteristics: {
      ru: [
        { name: 'Материалы', value: 'Нержавеющая сталь AISI 304/316, оцинкованная сталь' },
        { name: 'Толщина', value: '0,5–20 мм' },
        { name: 'Точность', value: '±0,1 мм' },
        { name: 'Производительность', value: 'до 1000 деталей за смену' },
        { name: 'Стандарты', value: '{standards}' },
      ],
      en: [
        { name: 'Materials', value: 'AISI 304/316 stainless steel, galvanised steel' },
        { name: 'Thickness', value: '0.5–20 mm' },
        { name: 'Accuracy', value: '±0.1 mm' },
        { name: 'Output', value: 'up to 1,000 parts per shift' },
        { name: 'Standards', value: '{standards}' },
      ],
      kk: [
        { name: 'Материалдар', value: 'AISI 304/316 тот баспайтын болат, мырышталған болат' },
        { name: 'Қалыңдығы', value: '0,5–20 мм' },
        { name: 'Дәлдігі', value: '±0,1 мм' },
        { name: 'Өнімділігі', value: 'бір ауысымда 1000 бөлшекке дейін' },
        { name: 'Стандарттар', value: '{standards}' },
      ],
    },
    producedTitle: { ru: 'Изделия из металла', en: 'Metal products', kk: 'Металл бұйымдар' },
    quality: [
      {
        title: control,
        text: {
          ru: 'Операционный и приёмочный контроль, проверка размеров по чертежу.',
          en: 'In-process and final inspection, with dimensional checks against the drawing.',
          kk: 'Операциялық және қабылдау бақылауы, өлшемдерді сызбамен салыстырып тексеру.',
        },
      },
      ...sharedQuality,
    ],
    images: { image: PICTURES.metalFabrication },
    gallery: [PICTURES.laserCutting, PICTURES.steelStructures, PICTURES.welding],
  },
  {
    id: 2,
    name: {
      ru: 'Сварочный цех',
      en: 'Welding Shop',
      kk: 'Дәнекерлеу цехы',
    },
    description: {
      ru: 'Аттестованные сварщики изготавливают металлоконструкции, трубопроводы и ёмкости из углеродистой и нержавеющей стали. Применяем сварку TIG, MIG, MAG и MMA для металла толщиной от 1 до 50 мм.',
      en: 'Qualified welders fabricate steel structures, pipework and vessels in carbon and stainless steel. We use TIG, MIG, MAG and MMA welding on metal from 1 to 50 mm thick.',
      kk: 'Аттестатталған дәнекерлеушілер көміртекті және тот баспайтын болаттан металл конструкциялар, құбыржолдар мен сыйымдылықтар жасайды. Қалыңдығы 1-ден 50 мм-ге дейінгі металды TIG, MIG, MAG және MMA әдістерімен дәнекерлейміз.',
    },
    info: {
      ru: [
        'Сварные металлоконструкции и фермы',
        'Технологические трубопроводы и узлы обвязки',
        'Ёмкости и резервуары',
        'Опоры и кронштейны трубопроводов',
        'Площадки обслуживания, лестницы и ограждения',
      ],
      en: [
        'Welded steel structures and trusses',
        'Process piping and pipe spools',
        'Tanks and vessels',
        'Pipe supports and brackets',
        'Service platforms, stairs and handrails',
      ],
      kk: [
        'Дәнекерленген металл конструкциялар мен фермалар',
        'Технологиялық құбыржолдар мен олардың байлау тораптары',
        'Сыйымдылықтар мен резервуарлар',
        'Құбыржол тіректері мен кронштейндері',
        'Қызмет көрсету алаңдары, баспалдақтар мен қоршаулар',
      ],
    },
    info2: {
      ru: [
        'Аргонодуговая сварка нержавеющей стали (TIG)',
        'Полуавтоматическая сварка в защитных газах (MIG/MAG)',
        'Ручная дуговая сварка (MMA) в цехе и на объекте',
        'Толщина свариваемого металла 1–50 мм',
        'Визуальный и измерительный контроль каждого шва',
      ],
      en: [
        'TIG welding of stainless steel',
        'Gas-shielded semi-automatic welding (MIG/MAG)',
        'Manual metal arc welding (MMA) in the shop and on site',
        'Metal thickness from 1 to 50 mm',
        'Visual and dimensional inspection of every weld',
      ],
      kk: [
        'Тот баспайтын болатты аргон-доғалық дәнекерлеу (TIG)',
        'Қорғаушы газ ортасында жартылай автоматты дәнекерлеу (MIG/MAG)',
        'Цехта және нысанда қолмен доғалық дәнекерлеу (MMA)',
        'Дәнекерленетін металдың қалыңдығы 1–50 мм',
        'Әр жікті көзбен шолып, өлшеп бақылау',
      ],
    },
    characteristics: {
      ru: [
        { name: 'Виды сварки', value: 'TIG, MIG, MAG, MMA' },
        { name: 'Толщина', value: '1–50 мм' },
        { name: 'Материалы', value: 'Углеродистая, низколегированная и нержавеющая сталь' },
        { name: 'Качество', value: 'Визуальный, измерительный и ультразвуковой контроль швов' },
        { name: 'Стандарты', value: '{standards}' },
      ],
      en: [
        { name: 'Welding types', value: 'TIG, MIG, MAG, MMA' },
        { name: 'Thickness', value: '1–50 mm' },
        { name: 'Materials', value: 'Carbon, low-alloy and stainless steel' },
        { name: 'Quality', value: 'Visual, dimensional and ultrasonic weld inspection' },
        { name: 'Standards', value: '{standards}' },
      ],
      kk: [
        { name: 'Дәнекерлеу түрлері', value: 'TIG, MIG, MAG, MMA' },
        { name: 'Қалыңдығы', value: '1–50 мм' },
        { name: 'Материалдар', value: 'Көміртекті, аз легирленген және тот баспайтын болат' },
        { name: 'Сапа', value: 'Жіктерді көзбен, өлшеп және ультрадыбыспен бақылау' },
        { name: 'Стандарттар', value: '{standards}' },
      ],
    },
    producedTitle: { ru: 'Сварные конструкции', en: 'Welded structures', kk: 'Дәнекерленген конструкциялар' },
    quality: [
      {
        title: control,
        text: {
          ru: 'Операционный и приёмочный контроль, неразрушающий контроль сварных швов.',
          en: 'In-process and final inspection, plus non-destructive testing of welds.',
          kk: 'Операциялық және қабылдау бақылауы, дәнекерлеу жіктерін бұзбай бақылау.',
        },
      },
      ...sharedQuality,
    ],
    images: { image: PICTURES.welding },
  },
  {
    id: 3,
    name: {
      ru: 'Цех пошива теплоизоляции',
      en: 'Thermal Insulation Sewing Shop',
      kk: 'Жылу оқшаулағыш тігу цехы',
    },
    description: {
      ru: 'Шьём съёмные теплоизоляционные чехлы и маты для арматуры, фланцев, турбин и технологического оборудования. Материалы выдерживают температуру до 1200 °C, а чехлы при обслуживании снимаются и устанавливаются повторно без потери свойств.',
      en: 'We sew removable insulation jackets and mats for valves, flanges, turbines and process equipment. The materials withstand temperatures up to 1,200 °C, and the jackets can be taken off and refitted during maintenance without losing performance.',
      kk: 'Арматураға, фланецтерге, турбиналар мен технологиялық жабдыққа арналған алынбалы жылу оқшаулағыш қаптар мен төсеніштер тігеміз. Материалдар 1200 °C-қа дейінгі температураға төзеді, ал қаптарды техникалық қызмет көрсету кезінде шешіп, қасиетін жоғалтпай қайта орнатуға болады.',
    },
    info: {
      ru: [
        'Съёмные чехлы для запорной арматуры и фланцев',
        'Теплоизоляционные маты и матрасы',
        'Чехлы для турбин, насосов и теплообменников',
        'Огнезащитные и звукоизоляционные чехлы и маты',
        'Изделия по индивидуальным замерам',
      ],
      en: [
        'Removable jackets for valves and flanges',
        'Insulation mats and blankets',
        'Jackets for turbines, pumps and heat exchangers',
        'Fire-protection and acoustic covers',
        'Made-to-measure items from site surveys',
      ],
      kk: [
        'Бекітпе арматура мен фланецтерге арналған алынбалы қаптар',
        'Жылу оқшаулағыш төсеніштер мен матрацтар',
        'Турбиналарға, сорғыларға және жылу алмастырғыштарға арналған қаптар',
        'Өрттен қорғайтын және дыбыс оқшаулағыш қаптар',
        'Жеке өлшемдер бойынша тігілетін бұйымдар',
      ],
    },
    info2: {
      ru: [
        'Материалы с рабочей температурой до 1200 °C',
        'Стеклоткань, базальтовое и кремнезёмное волокно',
        'Промышленные швейные машины и термостойкая нить',
        'Замеры и раскрой по чертежам или на объекте',
        'Крепление на текстильных застёжках (липучках), шнуровке и пряжках',
      ],
      en: [
        'Materials rated for service temperatures up to 1,200 °C',
        'Fibreglass cloth, basalt and silica fibre',
        'Industrial sewing machines and heat-resistant thread',
        'Measuring and cutting from drawings or on site',
        'Hook-and-loop, lacing and buckle fastenings',
      ],
      kk: [
        'Жұмыс температурасы 1200 °C-қа дейінгі материалдар',
        'Шыны мата, базальт және кремнезем талшығы',
        'Өнеркәсіптік тігін машиналары және ыстыққа төзімді жіп',
        'Сызбалар бойынша немесе нысанда өлшеу және пішу',
        'Жабысқақ таспамен, баумен және тоғамен бекіту',
      ],
    },
    characteristics: {
      ru: [
        { name: 'Температура', value: 'до 1200 °C' },
        { name: 'Материалы', value: 'Стеклоткань, базальтовое и кремнезёмное волокно, минеральная вата' },
        { name: 'Размеры', value: 'По замерам заказчика, от DN 15 до DN 1200' },
        { name: 'Качество', value: 'Каждое изделие проверяется на плотность прилегания' },
        { name: 'Стандарты', value: '{standards}' },
      ],
      en: [
        { name: 'Temperature', value: 'up to 1,200 °C' },
        { name: 'Materials', value: 'Fibreglass cloth, basalt and silica fibre, mineral wool' },
        { name: 'Sizes', value: 'Made to measure, DN 15 to DN 1200' },
        { name: 'Quality', value: 'Every item checked for a tight fit' },
        { name: 'Standards', value: '{standards}' },
      ],
      kk: [
        { name: 'Температура', value: '1200 °C-қа дейін' },
        { name: 'Материалдар', value: 'Шыны мата, базальт және кремнезем талшығы, минералды мақта' },
        { name: 'Өлшемдер', value: 'Тапсырыс берушінің өлшемдері бойынша, DN 15-тен DN 1200-ге дейін' },
        { name: 'Сапа', value: 'Әр бұйымның тығыз жанасуы тексеріледі' },
        { name: 'Стандарттар', value: '{standards}' },
      ],
    },
    producedTitle: {
      ru: 'Теплоизоляционные изделия',
      en: 'Thermal insulation products',
      kk: 'Жылу оқшаулағыш бұйымдар',
    },
    quality: [
      {
        title: control,
        text: {
          ru: 'Операционный и приёмочный контроль: каждый чехол проверяем на плотность прилегания, материалы — на термостойкость.',
          en: 'In-process and final inspection: every jacket checked for fit, materials tested for temperature rating.',
          kk: 'Операциялық және қабылдау бақылауы: әр қаптың тығыз жанасуы және материалдардың ыстыққа төзімділігі тексеріледі.',
        },
      },
      ...sharedQuality,
    ],
    images: { image: PICTURES.insulationSewing },
  },
];
