import type { BuiltInPages } from '@industrial/api/content';

/**
 * The texts of the site's own pages a fresh install starts with (Страницы): what the site said
 * when these texts were still part of its code. Staff edit them from then on.
 */
export const pages: BuiltInPages = {
  home: {
    heroEyebrow: {
      ru: 'С 2011 года',
      en: 'Since 2011',
      kk: '2011 жылдан бері',
    },
    heroTitle: {
      ru: 'Инжиниринг и производство полного цикла для промышленности Казахстана',
      en: 'Full-cycle engineering and manufacturing for Kazakhstan’s industry',
      kk: 'Қазақстан өнеркәсібіне арналған толық циклді инжиниринг және өндіріс',
    },
    heroLead: {
      ru: 'Проектируем, изготавливаем, монтируем и вводим в эксплуатацию оборудование для нефтегазовых, химических, нефтехимических, энергетических и строительных предприятий.',
      en: 'We design, manufacture, install and commission equipment for oil and gas, chemical, petrochemical, energy and construction companies.',
      kk: 'Мұнай-газ, химия, мұнай-химия, энергетика және құрылыс кәсіпорындары үшін жабдықты жобалаймыз, жасаймыз, монтаждаймыз және пайдалануға береміз.',
    },
    heroCta: {
      ru: 'Наша продукция',
      en: 'Our products',
      kk: 'Біздің өнімдер',
    },
    heroContact: {
      ru: 'Обсудить проект',
      en: 'Discuss a project',
      kk: 'Жобаны талқылау',
    },
    overviewTitle: {
      ru: 'О компании',
      en: 'About the company',
      kk: 'Компания туралы',
    },
    missionTitle: {
      ru: 'Миссия',
      en: 'Mission',
      kk: 'Миссия',
    },
    visionTitle: {
      ru: 'Видение',
      en: 'Vision',
      kk: 'Пайым',
    },
    valuesTitle: {
      ru: 'Наши ценности',
      en: 'Our values',
      kk: 'Біздің құндылықтар',
    },
    values: [
      {
        title: {
          ru: 'Качество',
          en: 'Quality',
          kk: 'Сапа',
        },
        text: {
          ru: 'Каждое изделие проходит контроль на всех этапах и соответствует стандартам: {standards}.',
          en: 'Every item is checked at each stage and meets the standards: {standards}.',
          kk: 'Әр бұйым барлық кезеңде тексеруден өтеді және стандарттарға сай келеді: {standards}.',
        },
      },
      {
        title: {
          ru: 'Инновации',
          en: 'Innovation',
          kk: 'Инновация',
        },
        text: {
          ru: 'Внедряем современное оборудование и технологии, чтобы решать задачи быстрее и точнее.',
          en: 'We bring in modern equipment and methods to solve problems faster and more precisely.',
          kk: 'Міндеттерді жылдам әрі дәл шешу үшін заманауи жабдық пен технологияларды енгіземіз.',
        },
      },
      {
        title: {
          ru: 'Надёжность',
          en: 'Reliability',
          kk: 'Сенімділік',
        },
        text: {
          ru: 'Выполняем обязательства в срок и отвечаем за результат на всём жизненном цикле объекта.',
          en: 'We keep our commitments on time and stand behind the result for the whole life of the facility.',
          kk: 'Міндеттемелерді уақытында орындаймыз және нысанның бүкіл қызмет мерзімінде нәтижеге жауап береміз.',
        },
      },
      {
        title: {
          ru: 'Партнёрство',
          en: 'Partnership',
          kk: 'Серіктестік',
        },
        text: {
          ru: 'Строим долгосрочные отношения с заказчиками, поставщиками и нашим коллективом.',
          en: 'We build long-term relationships with clients, suppliers and our own team.',
          kk: 'Тапсырыс берушілермен, жеткізушілермен және өз ұжымымызбен ұзақ мерзімді қарым-қатынас құрамыз.',
        },
      },
    ],
    achievementsTitle: {
      ru: 'Достижения',
      en: 'Achievements',
      kk: 'Жетістіктер',
    },
    achievements: {
      ru: [
        'Более 100 проектов для нефтегазовых и энергетических предприятий',
        'Собственная производственная база площадью 10 000 м²',
        'Система менеджмента качества и сертификат о происхождении товара СТ-KZ',
        'Команда из аттестованных сварщиков, монтажников и инженеров',
      ],
      en: [
        'More than 100 projects for oil, gas and energy companies',
        'Our own 10,000 m² production site',
        'A quality management system and a CT-KZ certificate of origin',
        'A team of qualified welders, fitters and engineers',
      ],
      kk: [
        'Мұнай-газ және энергетика кәсіпорындары үшін 100-ден астам жоба',
        'Ауданы 10 000 м² өз өндірістік базамыз',
        'Сапа менеджменті жүйесі және СТ-KZ шығу тегі сертификаты',
        'Аттестатталған дәнекерлеушілер, монтаждаушылар мен инженерлер командасы',
      ],
    },
    offerTitle: {
      ru: 'Продукция и услуги',
      en: 'Products and services',
      kk: 'Өнімдер мен қызметтер',
    },
    offerProducts: {
      ru: 'Продукция',
      en: 'Products',
      kk: 'Өнімдер',
    },
    offerAllProducts: {
      ru: 'Вся продукция',
      en: 'All products',
      kk: 'Барлық өнімдер',
    },
    offerServices: {
      ru: 'Услуги',
      en: 'Services',
      kk: 'Қызметтер',
    },
    offerAllServices: {
      ru: 'Все услуги',
      en: 'All services',
      kk: 'Барлық қызметтер',
    },
    qualityTitle: {
      ru: 'Качество и аккредитация',
      en: 'Quality and accreditation',
      kk: 'Сапа және аккредиттеу',
    },
    qualityText: {
      ru: 'Наша продукция сертифицирована, а процессы соответствуют требованиям крупнейших операторов отрасли. Нажмите на сертификат, чтобы рассмотреть его.',
      en: 'Our products are certified and our processes meet the requirements of the industry’s largest operators. Select a certificate to take a closer look.',
      kk: 'Өнімдеріміз сертификатталған, ал процестеріміз саладағы ірі операторлардың талаптарына сай келеді. Сертификатты толық көру үшін оны басыңыз.',
    },
    qualityTextWithoutCertificates: {
      ru: 'Наша продукция сертифицирована, а процессы соответствуют требованиям крупнейших операторов отрасли.',
      en: 'Our products are certified and our processes meet the requirements of the industry’s largest operators.',
      kk: 'Өнімдеріміз сертификатталған, ал процестеріміз саладағы ірі операторлардың талаптарына сай келеді.',
    },
    workshopsTitle: {
      ru: 'Наши цеха',
      en: 'Our workshops',
      kk: 'Біздің цехтар',
    },
    workshopsMore: {
      ru: 'Подробнее о цехе',
      en: 'About this workshop',
      kk: 'Цех туралы толығырақ',
    },
    categoriesTitle: {
      ru: 'Направления услуг',
      en: 'Service areas',
      kk: 'Қызмет бағыттары',
    },
    categories: [
      {
        icon: '',
        title: {
          ru: 'Вентиляция',
          en: 'Ventilation',
          kk: 'Желдету',
        },
        text: {
          ru: 'Проектирование, изготовление воздуховодов и монтаж систем вентиляции.',
          en: 'Design, ductwork manufacturing and installation of ventilation systems.',
          kk: 'Желдету жүйелерін жобалау, ауа өткізгіштерді жасау және монтаждау.',
        },
      },
      {
        icon: '',
        title: {
          ru: 'Отопление',
          en: 'Heating',
          kk: 'Жылыту',
        },
        text: {
          ru: 'Системы отопления и теплоизоляция трубопроводов и оборудования.',
          en: 'Heating systems and thermal insulation of pipelines and equipment.',
          kk: 'Жылыту жүйелері, құбыржолдар мен жабдықтың жылу оқшаулауы.',
        },
      },
      {
        icon: '',
        title: {
          ru: 'Электромонтаж',
          en: 'Electrical installation',
          kk: 'Электр монтажы',
        },
        text: {
          ru: 'Силовые и осветительные сети, кабельные трассы, заземление.',
          en: 'Power and lighting networks, cable routes and earthing.',
          kk: 'Күштік және жарықтандыру желілері, кабель трассалары, жерге тұйықтау.',
        },
      },
      {
        icon: '',
        title: {
          ru: 'Монтаж',
          en: 'Installation',
          kk: 'Монтаж',
        },
        text: {
          ru: 'Монтаж металлоконструкций, оборудования и технологических трубопроводов.',
          en: 'Installation of steel structures, equipment and process pipelines.',
          kk: 'Металл конструкцияларды, жабдықты және технологиялық құбыржолдарды монтаждау.',
        },
      },
    ],
    partnersTitle: {
      ru: 'Станем партнёрами',
      en: 'Let’s work together',
      kk: 'Серіктес болайық',
    },
    partnersText: {
      ru: 'Нам доверяют операторы месторождений, нефтехимические заводы и генподрядчики. Расскажите о своей задаче, и мы предложим решение под ваш объект.',
      en: 'Oilfield operators, petrochemical plants and general contractors trust us. Tell us about your project and we will propose a solution for your facility.',
      kk: 'Бізге кен орындарының операторлары, мұнай-химия зауыттары және бас мердігерлер сенім артады. Жобаңыз туралы айтып беріңіз, біз нысаныңызға лайық шешім ұсынамыз.',
    },
    partnersCta: {
      ru: 'Связаться с нами',
      en: 'Contact us',
      kk: 'Бізбен байланысу',
    },
    searchTitle: {
      ru: 'Инжиниринг, производство и монтаж',
      en: 'Engineering, fabrication, installation',
      kk: 'Инжиниринг, өндіріс және монтаж',
    },
    searchDescription: {
      ru: 'Проектирование, металлообработка, сварка, теплоизоляция, монтаж и пусконаладка для нефтегазовых, химических и энергетических предприятий Казахстана с 2011 года.',
      en: 'Design, metal fabrication, welding, thermal insulation, installation and commissioning for Kazakhstan’s oil, gas, chemical and energy plants since 2011.',
      kk: '2011 жылдан бері мұнай-газ, химия және энергетика кәсіпорындары үшін жобалау, металл өңдеу, дәнекерлеу, жылу оқшаулау, монтаж және іске қосу-баптау.',
    },
    shareImage: {},
  },
  production: {
    heroTitle: {
      ru: 'Производство и продукция',
      en: 'Manufacturing',
      kk: 'Өндіріс және өнімдер',
    },
    heroLead: {
      ru: 'Три собственных цеха в Атырау: металлообработка, сварка и пошив теплоизоляции. Изготавливаем продукцию под проект заказчика и в стандартных исполнениях.',
      en: 'Three workshops of our own in Atyrau: the Metal Fabrication Shop, the Welding Shop and the Thermal Insulation Sewing Shop. We make products to the client’s design as well as standard ranges.',
      kk: 'Атыраудағы өзіміздің үш цехымыз: металл өңдеу, дәнекерлеу және жылу оқшаулағыш тігу. Өнімді тапсырыс берушінің жобасы бойынша да, стандартты нұсқада да жасаймыз.',
    },
    workshopsTitle: {
      ru: 'Цеха и продукция',
      en: 'Workshops and products',
      kk: 'Цехтар мен өнімдер',
    },
    workshopsMore: {
      ru: 'Подробнее о продукции',
      en: 'More about the products',
      kk: 'Өнім туралы толығырақ',
    },
    workshopsEmpty: {
      ru: 'Продукция скоро появится на сайте.',
      en: 'Our products will appear here soon.',
      kk: 'Өнімдер жақында сайтқа қосылады.',
    },
    metricsTitle: {
      ru: 'Производство в цифрах',
      en: 'Manufacturing in figures',
      kk: 'Өндіріс сандармен',
    },
    metrics: [
      {
        value: {
          ru: '35–40',
          en: '35–40',
          kk: '35–40',
        },
        label: {
          ru: 'тонн продукции в месяц',
          en: 'tonnes of output a month',
          kk: 'тонна өнім айына',
        },
      },
      {
        value: {
          ru: '100%',
          en: '100%',
          kk: '100%',
        },
        label: {
          ru: 'сертифицированной продукции',
          en: 'certified products',
          kk: 'сертификатталған өнім',
        },
      },
      {
        value: { ru: '{standards}', en: '{standards}', kk: '{standards}' },
        label: {
          ru: 'стандарты изготовления',
          en: 'standards we build to',
          kk: 'стандарттары бойынша жасалады',
        },
      },
    ],
    categoriesTitle: {
      ru: 'Что мы производим',
      en: 'What we make',
      kk: 'Біз не шығарамыз',
    },
    categories: [
      {
        icon: 'wind',
        title: {
          ru: 'Вентиляция',
          en: 'Ventilation',
          kk: 'Желдету',
        },
        text: {
          ru: 'Воздуховоды, фасонные изделия, зонты и решётки из оцинкованной и нержавеющей стали.',
          en: 'Ducts, fittings, hoods and grilles in galvanised and stainless steel.',
          kk: 'Мырышталған және тот баспайтын болаттан жасалған ауа өткізгіштер, фасонды бұйымдар, сорғыш қалпақтар мен желдету торлары.',
        },
      },
      {
        icon: 'shield',
        title: {
          ru: 'Огнезащита',
          en: 'Fire protection',
          kk: 'Өрттен қорғау',
        },
        text: {
          ru: 'Огнезащитные и теплоизоляционные чехлы, маты и кожухи для оборудования.',
          en: 'Fire-protection and thermal insulation jackets, mats and covers for equipment.',
          kk: 'Жабдыққа арналған өрттен қорғайтын және жылу оқшаулағыш қаптар, төсеніштер мен қаптамалар.',
        },
      },
      {
        icon: 'wrench',
        title: {
          ru: 'Металлообработка',
          en: 'Metalworking',
          kk: 'Металл өңдеу',
        },
        text: {
          ru: 'Резка, гибка и сварка листового металла, металлоконструкции любой сложности.',
          en: 'Cutting, bending and welding of sheet metal; steel structures of any complexity.',
          kk: 'Табақ металды кесу, ию және дәнекерлеу, кез келген күрделіліктегі металл конструкциялар.',
        },
      },
      {
        icon: 'tag',
        title: {
          ru: 'Специальные изделия',
          en: 'Specialised products',
          kk: 'Арнайы бұйымдар',
        },
        text: {
          ru: 'Нестандартные изделия по чертежам заказчика и мелкосерийное производство.',
          en: 'Custom items made to the client’s drawings and small-batch production.',
          kk: 'Тапсырыс берушінің сызбалары бойынша стандартты емес бұйымдар және шағын сериялы өндіріс.',
        },
      },
    ],
    qualityTitle: {
      ru: 'Контроль качества',
      en: 'Quality control',
      kk: 'Сапаны бақылау',
    },
    qualitySteps: {
      ru: [
        'Входной контроль металла и материалов с проверкой сертификатов',
        'Операционный контроль на каждом этапе изготовления',
        'Неразрушающий контроль сварных соединений',
        'Приёмка готовой продукции и выдача паспортов качества',
      ],
      en: [
        'Incoming inspection of metal and materials, certificates included',
        'In-process inspection at every manufacturing stage',
        'Non-destructive testing of welds',
        'Final acceptance and a quality certificate for every batch',
      ],
      kk: [
        'Металл мен материалдардың кіріс бақылауы (сертификаттары тексеріледі)',
        'Жасаудың әр кезеңіндегі операциялық бақылау',
        'Дәнекерленген қосылыстарды бұзбай бақылау',
        'Дайын өнімді қабылдау және сапа паспортын беру',
      ],
    },
    qualityBoxValue: {
      ru: '100%',
      en: '100%',
      kk: '100%',
    },
    qualityBoxLabel: {
      ru: 'продукции сертифицировано',
      en: 'of products certified',
      kk: 'өнім сертификатталған',
    },
    qualityOrigin: {
      ru: 'Происхождение подтверждено сертификатом СТ-KZ',
      en: 'Origin confirmed by a CT-KZ certificate',
      kk: 'Шығу тегі СТ-KZ сертификатымен расталған',
    },
    searchTitle: {},
    searchDescription: {
      ru: 'Цеха металлообработки, сварки и пошива теплоизоляции в Атырау: 35–40 тонн продукции в месяц, 100% сертифицированных изделий.',
      en: 'Our Metal Fabrication, Welding and Thermal Insulation Sewing Shops in Atyrau: 35–40 tonnes a month, 100% certified products.',
      kk: 'Атыраудағы металл өңдеу, дәнекерлеу және жылу оқшаулағыш тігу цехтары: айына 35–40 тонна өнім, 100% сертификатталған бұйымдар.',
    },
    shareImage: {},
  },
  services: {
    heroTitle: {
      ru: 'Услуги',
      en: 'Services',
      kk: 'Қызметтер',
    },
    heroLead: {
      ru: 'Выполняем инженерные и монтажные работы на действующих и строящихся промышленных объектах, от проекта до сдачи в эксплуатацию.',
      en: 'We carry out engineering and installation work on operating and new industrial sites, from design to handover.',
      kk: 'Жұмыс істеп тұрған және салынып жатқан өнеркәсіптік нысандарда жобадан бастап пайдалануға бергенге дейін инженерлік және монтаждау жұмыстарын орындаймыз.',
    },
    commissioningTitle: {
      ru: 'Пусконаладка и строительство',
      en: 'Commissioning and construction',
      kk: 'Іске қосу-баптау және құрылыс',
    },
    commissioning: [
      {
        title: {
          ru: 'Пусконаладочные работы',
          en: 'Commissioning',
          kk: 'Іске қосу-баптау жұмыстары',
        },
        text: {
          ru: 'Проверяем, настраиваем и запускаем оборудование и инженерные системы, сдаём объект с полным пакетом исполнительной документации.',
          en: 'We test, tune and start up equipment and building services, and hand over the site with a full set of as-built documents.',
          kk: 'Жабдық пен инженерлік жүйелерді тексеріп, баптап, іске қосамыз және нысанды атқарушы құжаттаманың толық топтамасымен тапсырамыз.',
        },
      },
      {
        title: {
          ru: 'Строительство',
          en: 'Construction',
          kk: 'Құрылыс',
        },
        text: {
          ru: 'Выполняем общестроительные работы на промышленных площадках: фундаменты, металлокаркасы, ограждающие конструкции.',
          en: 'We carry out general construction on industrial sites: foundations, steel frames and building envelopes.',
          kk: 'Өнеркәсіптік алаңдарда жалпы құрылыс жұмыстарын орындаймыз: іргетастар, металл қаңқалар, қоршау конструкциялары.',
        },
      },
    ],
    servicesTitle: {
      ru: 'Наши услуги',
      en: 'Our services',
      kk: 'Біздің қызметтер',
    },
    servicesEmptyTitle: {
      ru: 'Нет услуг',
      en: 'No services',
      kk: 'Қызметтер жоқ',
    },
    servicesEmptyText: {
      ru: 'Услуги скоро будут добавлены.',
      en: 'Services will be added soon.',
      kk: 'Қызметтер жақында қосылады.',
    },
    supplyTitle: {
      ru: 'Снабжение и логистика',
      en: 'Supply and logistics',
      kk: 'Жабдықтау және логистика',
    },
    supply: [
      {
        title: {
          ru: 'Транспортные услуги',
          en: 'Transport',
          kk: 'Көлік қызметтері',
        },
        text: {
          ru: 'Доставляем материалы, оборудование и негабаритные грузы на объекты по всему Казахстану собственным и привлечённым транспортом.',
          en: 'We deliver materials, equipment and oversized loads to sites all over Kazakhstan with our own and partner vehicles.',
          kk: 'Материалдарды, жабдықты және габариттен тыс жүктерді Қазақстанның барлық өңіріндегі нысандарға өз көлігімізбен және жалдамалы көлікпен жеткіземіз.',
        },
      },
      {
        title: {
          ru: 'Аренда техники и оборудования',
          en: 'Equipment rental',
          kk: 'Техника мен жабдықты жалға беру',
        },
        text: {
          ru: 'Предоставляем в аренду строительные леса, грузоподъёмную технику, сварочное и вспомогательное оборудование.',
          en: 'We rent out scaffolding, lifting machinery, welding and auxiliary equipment.',
          kk: 'Құрылыс ормандарын, жүк көтергіш техниканы, дәнекерлеу және қосалқы жабдықты жалға береміз.',
        },
      },
    ],
    searchTitle: {},
    searchDescription: {
      ru: 'Вентиляция, электромонтаж, изоляция и огнезащита, строительные леса, покрытия, катодная защита, пусконаладка, снабжение и логистика.',
      en: 'Ventilation, electrical installation, insulation and fire protection, scaffolding, coatings, cathodic protection, commissioning, supply and logistics.',
      kk: 'Желдету, электр монтажы, оқшаулау және өрттен қорғау, құрылыс ормандары, жабындар, катодтық қорғау, іске қосу-баптау, жабдықтау және логистика.',
    },
    shareImage: {},
  },
  projects: {
    heroTitle: {
      ru: 'Проекты',
      en: 'Projects',
      kk: 'Жобалар',
    },
    heroLead: {
      ru: 'Объекты, где наша команда выполнила проектирование, изготовление, монтаж и пусконаладку.',
      en: 'Sites where our team handled design, fabrication, installation and commissioning.',
      kk: 'Біздің команда жобалаған, жасаған, монтаждаған және іске қосқан нысандар.',
    },
    projectsEmptyTitle: {
      ru: 'Нет проектов',
      en: 'No projects',
      kk: 'Жобалар жоқ',
    },
    projectsEmptyText: {
      ru: 'Проекты скоро будут добавлены.',
      en: 'Projects will be added soon.',
      kk: 'Жобалар жақында қосылады.',
    },
    searchTitle: {},
    searchDescription: {
      ru: 'Портфолио выполненных проектов для промышленных предприятий Казахстана: сроки, объекты и команды специалистов.',
      en: 'Our portfolio of completed projects for Kazakhstan’s industrial companies: dates, sites and the teams behind them.',
      kk: 'Қазақстанның өнеркәсіптік кәсіпорындары үшін орындалған жобалар: мерзімдері, нысандары және мамандар командасы.',
    },
    shareImage: {},
  },
  careers: {
    heroTitle: {
      ru: 'Вакансии',
      en: 'Careers',
      kk: 'Бос орындар',
    },
    heroLead: {
      ru: 'Мы ищем сварщиков, слесарей, инженеров и швей, которым важно качество работы. Выберите вакансию и отправьте отклик.',
      en: 'We are looking for welders, fitters, engineers and seamstresses who care about the quality of their work. Choose a vacancy and apply.',
      kk: 'Біз жұмыс сапасын маңызды санайтын дәнекерлеушілерді, слесарьларды, инженерлер мен тігіншілерді іздейміз. Бос орынды таңдап, өтініш жіберіңіз.',
    },
    careersEmptyTitle: {
      ru: 'Сейчас открытых вакансий нет',
      en: 'There are no open vacancies at the moment',
      kk: 'Қазір ашық бос орындар жоқ',
    },
    careersEmptyText: {
      ru: 'Загляните сюда позже или напишите нам: мы сохраним ваши контакты до появления подходящей вакансии.',
      en: 'Please check back later, or write to us: we will keep your details until a suitable vacancy opens.',
      kk: 'Кейінірек қайта кіріңіз немесе бізге жазыңыз: лайықты бос орын ашылғанша байланыс деректеріңізді сақтаймыз.',
    },
    searchTitle: {},
    searchDescription: {
      ru: 'Вакансии производственной компании в Атырау: сварщики, слесари, инженеры и швеи. Условия работы и зарплата.',
      en: 'Jobs at a manufacturing company in Atyrau: welders, fitters, engineers and seamstresses. Working conditions and pay.',
      kk: 'Атыраудағы өндірістік компанияның бос орындары: дәнекерлеушілер, слесарьлар, инженерлер мен тігіншілер. Жұмыс жағдайлары мен жалақы.',
    },
    shareImage: {},
  },
  documents: {
    heroTitle: {
      ru: 'Документы',
      en: 'Documents',
      kk: 'Құжаттар',
    },
    heroLead: {
      ru: 'Технические описания цехов, сертификаты, декларации и каталоги для тендерной документации. Выберите тип документа или цех.',
      en: 'Workshop datasheets, certificates, declarations and catalogues for your tender file. Choose a document type or a workshop.',
      kk: 'Тендерлік құжаттамаға арналған цехтардың техникалық сипаттамалары, сертификаттар, декларациялар мен каталогтар. Құжат түрін немесе цехты таңдаңыз.',
    },
    documentsEmptyTitle: {
      ru: 'Документов пока нет',
      en: 'No documents yet',
      kk: 'Әзірге құжаттар жоқ',
    },
    documentsEmptyText: {
      ru: 'Напишите нам, и мы пришлём нужный документ.',
      en: 'Write to us and we will send you the document you need.',
      kk: 'Бізге жазыңыз, қажетті құжатты жібереміз.',
    },
    searchTitle: {},
    searchDescription: {
      ru: 'Технические описания цехов металлообработки, сварки и пошива теплоизоляции, сертификаты и декларации для скачивания в PDF.',
      en: 'Datasheets of our Metal Fabrication Shop, Welding Shop and Thermal Insulation Sewing Shop, certificates and declarations to download as PDF.',
      kk: 'Металл өңдеу, дәнекерлеу және жылу оқшаулағыш тігу цехтарының техникалық сипаттамалары, сертификаттар мен декларациялар PDF форматында.',
    },
    shareImage: {},
  },
  news: {
    heroTitle: {
      ru: 'Новости',
      en: 'News',
      kk: 'Жаңалықтар',
    },
    heroLead: {
      ru: 'Новые проекты, события на производстве и жизнь компании.',
      en: 'New projects, events in our workshops and life at the company.',
      kk: 'Жаңа жобалар, өндірістегі оқиғалар және компания өмірі.',
    },
    newsEmptyTitle: {
      ru: 'Новостей пока нет',
      en: 'No news yet',
      kk: 'Әзірге жаңалықтар жоқ',
    },
    newsEmptyText: {
      ru: 'Новости скоро будут добавлены.',
      en: 'News will be added soon.',
      kk: 'Жаңалықтар жақында қосылады.',
    },
    searchTitle: {},
    searchDescription: {
      ru: 'Новости компании: новые проекты, производство, сертификация и жизнь коллектива.',
      en: 'Company news: new projects, production, certification and life at the company.',
      kk: 'Компания жаңалықтары: жаңа жобалар, өндіріс, сертификаттау және ұжым өмірі.',
    },
    shareImage: {},
  },
  contacts: {
    heroTitle: {
      ru: 'Контакты',
      en: 'Contact us',
      kk: 'Байланыс',
    },
    heroLead: {
      ru: 'Позвоните, напишите или приезжайте: обсудим ваш проект и подготовим предложение.',
      en: 'Call, write or visit us: we will discuss your project and prepare a proposal.',
      kk: 'Қоңырау шалыңыз, жазыңыз немесе келіңіз: жобаңызды талқылап, ұсыныс дайындаймыз.',
    },
    mapTitle: {
      ru: 'Как нас найти',
      en: 'How to find us',
      kk: 'Бізді қалай табуға болады',
    },
    mapText: {
      ru: 'Производственная база и офис находятся в Атырау. Перед визитом позвоните нам: встретим и проведём на территорию.',
      en: 'Our production site and office are in Atyrau. Please call before you come, and we will meet you at the gate.',
      kk: 'Өндірістік база мен кеңсе Атырауда орналасқан. Келмес бұрын қоңырау шалыңыз: қарсы алып, аумаққа кіргіземіз.',
    },
    searchTitle: {},
    searchDescription: {
      ru: 'Телефон, электронная почта, адрес в Атырау, часы работы и схема проезда к производственной базе.',
      en: 'Phone, e-mail, our address in Atyrau, working hours and directions to the production site.',
      kk: 'Телефон, электрондық пошта, Атыраудағы мекенжай, жұмыс уақыты және өндірістік базаға жол сызбасы.',
    },
    shareImage: {},
  },
  privacy: {
    heroTitle: {
      ru: 'Политика конфиденциальности',
      en: 'Privacy policy',
      kk: 'Құпиялылық саясаты',
    },
    heroLead: {
      ru: 'Как мы обрабатываем персональные данные, которые вы отправляете через форму заявки на этом сайте.',
      en: 'How we process the personal data you send through the request form on this website.',
      kk: 'Осы сайттағы өтінім формасы арқылы жіберетін дербес деректеріңізді қалай өңдейтініміз туралы.',
    },
    sections: [
      {
        title: {
          ru: 'Кто обрабатывает данные',
          en: 'Who processes the data',
          kk: 'Деректерді кім өңдейді',
        },
        text: {
          ru: 'Собственник и оператор базы, содержащей персональные данные, — {company}, {address}. Политика составлена в соответствии с Законом Республики Казахстан от 21 мая 2013 года № 94-V «О персональных данных и их защите».',
          en: 'The owner and operator of the database containing your personal data is {company}, {address}. This policy follows the Law of the Republic of Kazakhstan No. 94-V of 21 May 2013 “On Personal Data and Their Protection”.',
          kk: 'Дербес деректер қамтылған базаның меншік иесі және операторы — {company}, {address}. Саясат «Дербес деректер және оларды қорғау туралы» Қазақстан Республикасының 2013 жылғы 21 мамырдағы № 94-V Заңына сәйкес жасалған.',
        },
      },
      {
        title: {
          ru: 'Какие данные мы получаем',
          en: 'What data we receive',
          kk: 'Қандай деректерді аламыз',
        },
        text: {
          ru: 'Только то, что вы сами вводите в форму заявки: имя, название компании, телефон и (или) адрес электронной почты, текст сообщения и приложенный файл. Вместе с заявкой сохраняются язык страницы и время, когда вы дали согласие.\n\nЕсли вы отправляете заявку со страницы цеха, услуги или проекта, к ней добавляются название этой позиции и адрес страницы. Кроме того, на время посещения ваш браузер запоминает (в хранилище сессии, без файлов cookie) первую открытую страницу сайта, имя сайта, с которого вы пришли (без остального адреса), и метки кампании utm_source, utm_medium и utm_campaign из адреса первой страницы; вместе с заявкой они приходят к нам. Когда вы закрываете вкладку, браузер их стирает.\n\nСайт не использует рекламные сервисы третьих лиц, а без счётчика посещений — и файлы cookie. Счётчик посещений работает, только если компания его подключила. Счётчик на собственном сервере компании (Plausible, Umami или Matomo) не сохраняет файлы cookie и никому не передаёт сведения. Яндекс Метрика и Google Analytics сохраняют в браузере файлы cookie и передают сведения о посещении компаниям «Яндекс» и Google, поэтому сайт подключает их только с вашего согласия, данного в полосе внизу страницы; выбор запоминается в вашем браузере, изменить его можно по ссылке «Cookie и статистика» внизу любой страницы. Защита от автоматической отправки заявок работает в вашем браузере и на нашем сервере, без сторонних сервисов. Выбранный язык сайта запоминается только в вашем браузере.',
          en: 'Only what you type into the request form yourself: your name, company, phone number and/or e-mail address, your message and the file you attach. With the request we also keep the language of the page and the time you gave your consent.\n\nIf you send a request from the page of a workshop, service or project, the name of that item and the page address are added to it. In addition, for the length of your visit your browser remembers (in session storage, without cookies) the first page you opened on the website, the name of the website you came from (without the rest of its address) and the campaign tags utm_source, utm_medium and utm_campaign in the address of that first page; they reach us with your request. When you close the tab, your browser erases them.\n\nThe website uses no third-party advertising services, and without a visitor counter no cookies either. A visitor counter runs only if the company has turned one on. A counter on the company’s own server (Plausible, Umami or Matomo) stores no cookies and passes nothing to anyone. Yandex Metrica and Google Analytics store cookies in your browser and send details of your visit to Yandex and Google, so the website loads them only with your consent, given in the bar at the bottom of the page; your choice is remembered in your browser, and you can change it with the “Cookies and statistics” link at the bottom of any page. Spam protection runs in your browser and on our server, without any third-party service. The language you choose is remembered in your browser only.',
          kk: 'Өтінім формасына өзіңіз енгізетін деректерді ғана: аты-жөніңізді, компания атауын, телефонды және (немесе) электрондық пошта мекенжайын, хабарлама мәтінін және тіркелген файлды. Өтініммен бірге беттің тілі және келісім берген уақытыңыз сақталады.\n\nӨтінімді цехтың, қызметтің немесе жобаның бетінен жіберсеңіз, оған сол позицияның атауы мен беттің мекенжайы қосылады. Сонымен қатар сайтқа кірген уақытыңызда браузеріңіз (cookie файлдарынсыз, сеанс қоймасында) сайттың алғаш ашылған бетін, сіз келген сайттың атын (мекенжайының қалған бөлігінсіз) және алғашқы беттің мекенжайындағы utm_source, utm_medium және utm_campaign науқан белгілерін есте сақтайды; олар өтініммен бірге бізге келеді. Қойындыны жапқанда браузер оларды өшіреді.\n\nСайт үшінші тараптың жарнама қызметтерін пайдаланбайды, ал келушілер санағышы қосылмаса, cookie файлдарын да пайдаланбайды. Келушілер санағышы компания оны қосқан жағдайда ғана жұмыс істейді. Компанияның өз серверіндегі санағыш (Plausible, Umami немесе Matomo) cookie файлдарын сақтамайды және мәліметтерді ешкімге бермейді. Яндекс Метрика мен Google Analytics браузеріңізде cookie файлдарын сақтайды және сапарыңыз туралы мәліметтерді «Яндекс» пен Google компанияларына жібереді, сондықтан сайт оларды беттің төменгі жағындағы жолақта берген келісіміңізбен ғана қосады; таңдауыңыз браузеріңізде сақталады, оны кез келген беттің төменгі жағындағы «Cookie және статистика» сілтемесі арқылы өзгертуге болады. Спамнан (автоматты жіберілетін өтінімдерден) қорғау үшінші тарап қызметтерінсіз, сіздің браузеріңізде және біздің серверде жұмыс істейді. Таңдалған тіл тек сіздің браузеріңізде сақталады.',
        },
      },
      {
        title: {
          ru: 'Зачем мы их используем',
          en: 'Why we use your data',
          kk: 'Оларды не үшін пайдаланамыз',
        },
        text: {
          ru: 'Чтобы ответить на вашу заявку, подготовить коммерческое предложение и обсудить с вами проект. Мы не используем эти данные для рассылок и рекламы и не принимаем на их основе автоматических решений.\n\nСтраница позиции и источник посещения показывают, о чём вы спрашиваете и какие страницы и рекламные кампании приводят заявки: мы считаем только число заявок и не составляем профилей посетителей.',
          en: 'To answer your request, prepare a commercial offer and discuss the project with you. We do not use this data for newsletters or advertising, and we make no automated decisions based on it.\n\nThe item page and the source of your visit tell us what you are asking about and which pages and advertising campaigns bring requests: we only count requests and build no profiles of visitors.',
          kk: 'Өтініміңізге жауап беру, коммерциялық ұсыныс дайындау және жобаны сізбен талқылау үшін. Бұл деректерді хат таратуға және жарнамаға пайдаланбаймыз, олардың негізінде автоматты шешімдер қабылдамаймыз.\n\nПозицияның беті мен кіру көзі сіздің не туралы сұрап отырғаныңызды және қай беттер мен жарнама науқандары өтінім әкелетінін көрсетеді: біз тек өтінімдер санын есептейміз, келушілердің профилін жасамаймыз.',
        },
      },
      {
        title: {
          ru: 'Согласие',
          en: 'Consent',
          kk: 'Келісім',
        },
        text: {
          ru: 'Заявка принимается только после того, как вы отметите согласие на сбор и обработку персональных данных. Согласие можно отозвать в любой момент, написав нам; после этого заявка и приложенный файл удаляются.',
          en: 'A request is accepted only after you tick the box consenting to the collection and processing of your personal data. You may withdraw your consent at any time by writing to us; the request and its attached file are then deleted.',
          kk: 'Өтінім дербес деректерді жинауға және өңдеуге келісіміңізді белгілегеннен кейін ғана қабылданады. Келісімді кез келген уақытта бізге жазу арқылы кері қайтарып алуға болады; содан кейін өтінім мен тіркелген файл жойылады.',
        },
      },
      {
        title: {
          ru: 'Где и как долго хранятся данные',
          en: 'Where and for how long your data is kept',
          kk: 'Деректер қайда және қанша уақыт сақталады',
        },
        text: {
          ru: 'Заявки хранятся в базе данных компании на серверах, расположенных на территории Республики Казахстан; приложенные файлы — в закрытом хранилище, недоступном посетителям сайта. Доступ есть только у сотрудников компании, которые работают с заявками; о новой заявке они получают уведомление по электронной почте.\n\nЗаявка вместе с файлом удаляется автоматически через {days} дней после её закрытия. Отклики на вакансии и резюме хранятся {applicationDays} дней с момента получения, после чего удаляются без возможности восстановления; доступ к ним есть только у администраторов сайта. Мы не передаём данные третьим лицам, кроме случаев, прямо предусмотренных законодательством Республики Казахстан.',
          en: 'Requests are kept in the company’s database on servers located in the Republic of Kazakhstan; attached files are kept in a closed storage area that visitors cannot reach. Only the company’s staff who handle requests have access, and they are notified of a new request by e-mail.\n\nA request and its file are deleted automatically {days} days after the request is closed. Job applications and CVs are kept for {applicationDays} days from the day they arrive and are then deleted for good; only the website’s administrators can see them. We do not pass the data to third parties except where the law of the Republic of Kazakhstan expressly requires it.',
          kk: 'Өтінімдер компанияның дерекқорында Қазақстан Республикасының аумағында орналасқан серверлерде сақталады; тіркелген файлдар сайтқа келушілерге қолжетімсіз жабық қоймада сақталады. Оларға тек өтінімдермен жұмыс істейтін компания қызметкерлері қол жеткізе алады; жаңа өтінім туралы олар электрондық пошта арқылы хабарлама алады.\n\nӨтінім файлымен бірге жабылғаннан кейін {days} күн өткен соң автоматты түрде жойылады. Бос орындарға жіберілген өтініштер мен түйіндемелер келіп түскен күннен бастап {applicationDays} күн сақталады, содан кейін қалпына келтіру мүмкіндігінсіз жойылады; оларды тек сайт әкімшілері көре алады. Қазақстан Республикасының заңнамасында тікелей көзделген жағдайлардан басқа, деректерді үшінші тұлғаларға бермейміз.',
        },
      },
      {
        title: {
          ru: 'Ваши права',
          en: 'Your rights',
          kk: 'Сіздің құқықтарыңыз',
        },
        text: {
          ru: 'Вы вправе получить сведения о том, какие ваши персональные данные мы обрабатываем, потребовать их исправления или удаления и отозвать согласие. Напишите на {email} или позвоните по телефону {phone}: мы удалим заявку и файл без промедления и сообщим вам об этом.',
          en: 'You may ask what data about you we hold, have it corrected or deleted, and withdraw your consent. Write to {email} or call {phone}: we will delete the request and its file without delay and let you know.',
          kk: 'Біз сіздің қандай дербес деректеріңізді өңдейтініміз туралы мәлімет алуға, оларды түзетуді немесе жоюды талап етуге және келісімді кері қайтарып алуға құқылысыз. {email} мекенжайына жазыңыз немесе {phone} нөміріне қоңырау шалыңыз: өтінім мен файлды кідіріссіз жойып, сізге хабарлаймыз.',
        },
      },
    ],
    updated: {
      ru: 'Редакция от 2 декабря 2026 года',
      en: 'Last updated: 2 December 2026',
      kk: '2026 жылғы 2 желтоқсандағы редакция',
    },
    searchTitle: {},
    searchDescription: {
      ru: 'Как мы собираем, храним и используем персональные данные из заявок на сайте: цели, согласие, сроки хранения и удаление по запросу.',
      en: 'How we collect, keep and use the personal data sent with requests on this website: purpose, consent, retention and deletion on request.',
      kk: 'Сайттағы өтінімдердегі дербес деректерді қалай жинаймыз, сақтаймыз және пайдаланамыз: мақсаты, келісім, сақтау мерзімі және сұрау бойынша жою.',
    },
    shareImage: {},
  },
};
