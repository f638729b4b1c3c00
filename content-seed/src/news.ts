import type { news as newsTable } from '@industrial/api/schema';
import type { BuiltIn } from './built-in.ts';
import { PICTURES } from './pictures.ts';

/** Joins the blocks of a news body, one per line, so the stored HTML stays readable in the admin. */
const html = (...blocks: string[]) => blocks.join('\n');

/** The first ten news items, 2024 to 2026. */
export const news: BuiltIn<typeof newsTable, 'img'>[] = [
  {
    id: 1,
    searchTitle: {
      ru: '40 тонн металлоконструкций в месяц',
      en: 'Steel output reaches 40 tonnes a month',
      kk: 'Цех өнімі айына 40 тоннаға жетті',
    },
    date: '2024-02-12',
    name: {
      ru: 'Цех металлообработки вышел на 40 тонн в месяц',
      en: 'Steel structure output reaches 40 tonnes a month',
      kk: 'Металл өңдеу цехының өнімі айына 40 тоннаға жетті',
    },
    description: {
      ru: 'Благодаря второй смене и новой оснастке мы изготавливаем около 40 тонн металлоконструкций ежемесячно.',
      en: 'With a second shift and new jigs, our workshop now turns out about 40 tonnes of steel structures every month.',
      kk: 'Екінші ауысым мен жаңа құрастыру жабдығының арқасында цех ай сайын шамамен 40 тонна металл конструкция шығарады.',
    },
    mainContent: {
      ru: html(
        '<p>С начала года цех металлообработки работает в две смены, и выпуск металлоконструкций вырос <strong>примерно до 40 тонн в месяц</strong>. Это позволяет сокращать сроки поставки для заказчиков нефтегазовой и энергетической отраслей.</p>',
        '<h2>Что изменилось</h2>',
        '<ul><li>организована вторая производственная смена;</li><li>закуплена сборочная оснастка для типовых опор и рам;</li><li>загрузка участков планируется пооперационно.</li></ul>',
        '<p>Вся продукция по-прежнему проходит входной и приёмочный контроль качества и изготавливается по ГОСТ.</p>',
      ),
      en: html(
        '<p>Since the start of the year our Metal Fabrication Shop has been running two shifts, and output of steel structures has grown to <strong>about 40 tonnes a month</strong>. That means shorter lead times for our clients in oil and gas and power generation.</p>',
        '<h2>What has changed</h2>',
        '<ul><li>a second production shift;</li><li>new assembly jigs for standard supports and frames;</li><li>the load on each work area is planned operation by operation.</li></ul>',
        '<p>Every item still goes through incoming and final quality control and is made to GOST standards.</p>',
      ),
      kk: html(
        '<p>Жыл басынан бері металл өңдеу цехы екі ауысыммен жұмыс істейді, соның арқасында металл конструкциялар шығару көлемі <strong>айына шамамен 40 тоннаға</strong> жетті. Бұл мұнай-газ және энергетика саласындағы тапсырыс берушілерге өнімді тезірек жеткізуге мүмкіндік береді.</p>',
        '<h2>Не өзгерді</h2>',
        '<ul><li>екінші өндірістік ауысым ұйымдастырылды;</li><li>типтік тіректер мен рамаларға арналған құрастыру жабдығы сатып алынды;</li><li>учаскелердің жүктемесі әр операция бойынша жоспарланады.</li></ul>',
        '<p>Барлық өнім бұрынғыдай кіріс және қабылдау бақылауынан өтеді және МЕМСТ бойынша жасалады.</p>',
      ),
    },
    images: { img: PICTURES.steelStructures },
  },
  {
    id: 2,
    searchTitle: {
      ru: 'Запущен станок лазерной резки',
      en: 'Laser cutting machine commissioned',
      kk: 'Лазермен кесу білдегі іске қосылды',
    },
    date: '2024-04-22',
    name: {
      ru: 'В цехе металлообработки запущен станок лазерной резки',
      en: 'Laser cutting machine commissioned in the Metal Fabrication Shop',
      kk: 'Металл өңдеу цехында лазермен кесу білдегі іске қосылды',
    },
    description: {
      ru: 'Новый волоконный лазер режет лист толщиной до 20 мм и ускоряет изготовление деталей воздуховодов и металлоконструкций.',
      en: 'A new fibre laser cuts sheet up to 20 mm thick and speeds up parts for air ducts and steel structures.',
      kk: 'Жаңа талшықты лазер қалыңдығы 20 мм-ге дейінгі табақты кесіп, ауа өткізгіштер мен металл конструкциялардың бөлшектерін дайындауды жеделдетеді.',
    },
    mainContent: {
      ru: html(
        '<p>В цехе металлообработки введён в эксплуатацию станок волоконной лазерной резки с рабочим полем 3000 × 1500 мм. Он режет углеродистую и нержавеющую сталь толщиной до 20 мм с точностью ±0,1 мм.</p>',
        '<h2>Что это даёт заказчикам</h2>',
        '<ul><li>детали сложной формы без дополнительной механической обработки;</li><li>чистый рез без окалины на нержавеющей стали;</li><li>вместе с участком гибки — до 1000 деталей за смену.</li></ul>',
        '<p>Операторы станка прошли обучение у поставщика оборудования и получили допуск к самостоятельной работе.</p>',
      ),
      en: html(
        '<p>Our Metal Fabrication Shop has put a fibre laser cutting machine with a 3,000 × 1,500 mm bed into service. It cuts carbon and stainless steel up to 20 mm thick with an accuracy of ±0.1 mm.</p>',
        '<h2>What it means for clients</h2>',
        '<ul><li>complex parts with no extra machining;</li><li>clean, scale-free edges on stainless steel;</li><li>together with the bending area, up to 1,000 parts per shift.</li></ul>',
        '<p>The operators were trained by the equipment supplier and are cleared to run the machine on their own.</p>',
      ),
      kk: html(
        '<p>Металл өңдеу цехында жұмыс өрісі 3000 × 1500 мм болатын талшықты лазермен кесу білдегі пайдалануға берілді. Ол қалыңдығы 20 мм-ге дейінгі көміртекті және тот баспайтын болатты ±0,1 мм дәлдікпен кеседі.</p>',
        '<h2>Тапсырыс берушілерге берер пайдасы</h2>',
        '<ul><li>күрделі пішінді бөлшектер қосымша механикалық өңдеусіз дайындалады;</li><li>тот баспайтын болаттың кесілген жиегі қақсыз, таза шығады;</li><li>ию учаскесімен бірге бір ауысымда 1000 бөлшекке дейін шығарылады.</li></ul>',
        '<p>Білдек операторлары жабдық жеткізушісінен оқудан өтіп, өз бетінше жұмыс істеуге рұқсат алды.</p>',
      ),
    },
    images: { img: PICTURES.laserCutting },
  },
  {
    id: 3,
    searchTitle: {
      ru: 'Надзорный аудит по ISO 9001 пройден',
      en: 'ISO 9001 surveillance audit passed',
      kk: 'ISO 9001 сәйкестігі расталды',
    },
    date: '2024-06-18',
    name: {
      ru: 'Надзорный аудит подтвердил соответствие СМК требованиям ISO 9001',
      en: 'Surveillance audit confirms our ISO 9001 certification',
      kk: 'Сапа менеджменті жүйесінің ISO 9001 талаптарына сәйкестігі расталды',
    },
    description: {
      ru: 'Надзорный аудит подтвердил, что наша система менеджмента качества соответствует стандарту ISO 9001.',
      en: 'A surveillance audit has confirmed that our quality management system meets the ISO 9001 standard.',
      kk: 'Қадағалау аудиті сапа менеджменті жүйеміздің ISO 9001 стандартына сәйкес келетінін растады.',
    },
    mainContent: {
      ru: html(
        '<p>Независимый орган по сертификации провёл плановый аудит и подтвердил соответствие системы менеджмента качества компании требованиям <strong>ISO 9001</strong>. Аудиторы проверили проектирование, производство, монтаж и пусконаладку.</p>',
        '<h2>Что проверяли</h2>',
        '<ul><li>входной контроль металла и изоляционных материалов;</li><li>прослеживаемость сварных швов и квалификацию сварщиков;</li><li>метрологическое обеспечение и поверку измерительных приборов.</li></ul>',
        '<p>Несоответствий не выявлено. Вся наша продукция сертифицирована — этого заказчики нефтегазовой отрасли требуют от каждого поставщика.</p>',
      ),
      en: html(
        '<p>An independent certification body has carried out a scheduled audit and confirmed that the company’s quality management system meets the requirements of <strong>ISO 9001</strong>. The auditors reviewed design, fabrication, installation and commissioning.</p>',
        '<h2>What was checked</h2>',
        '<ul><li>incoming inspection of steel and insulation materials;</li><li>weld traceability and welder qualifications;</li><li>calibration and verification of measuring instruments.</li></ul>',
        '<p>No nonconformities were found. All of our products are certified, which oil and gas clients require of every supplier.</p>',
      ),
      kk: html(
        '<p>Тәуелсіз сертификаттау органы жоспарлы аудит жүргізіп, компанияның сапа менеджменті жүйесінің <strong>ISO 9001</strong> талаптарына сәйкестігін растады. Аудиторлар жобалау, өндіріс, монтаждау және іске қосу-баптау жұмыстарын тексерді.</p>',
        '<h2>Не тексерілді</h2>',
        '<ul><li>металл мен оқшаулағыш материалдарды кіріс бақылау;</li><li>дәнекерлеу жіктерінің қадағалануы және дәнекерлеушілердің біліктілігі;</li><li>өлшеу құралдарын метрологиялық қамтамасыз ету және салыстырып тексеру.</li></ul>',
        '<p>Сәйкессіздіктер анықталған жоқ. Біздің барлық өніміміз сертификатталған — мұнай-газ саласындағы тапсырыс берушілер мұны әр жеткізушіден талап етеді.</p>',
      ),
    },
    images: { img: PICTURES.certificate },
  },
  {
    id: 4,
    searchTitle: {
      ru: 'Сварщики компании прошли аттестацию',
      en: 'Our welders pass qualification tests',
      kk: 'Дәнекерлеушілер аттестаттаудан өтті',
    },
    date: '2024-09-09',
    name: {
      ru: 'Сварщики компании прошли аттестацию',
      en: 'Our welders pass their qualification tests',
      kk: 'Компания дәнекерлеушілері аттестаттаудан өтті',
    },
    description: {
      ru: 'Двенадцать сварщиков подтвердили квалификацию по способам сварки TIG, MAG и MMA.',
      en: 'Twelve welders have renewed their qualifications in TIG, MAG and MMA welding.',
      kk: 'Он екі дәнекерлеуші TIG, MAG және MMA әдістері бойынша біліктілігін растады.',
    },
    mainContent: {
      ru: html(
        '<p>Двенадцать сварщиков сварочного цеха успешно прошли очередную аттестацию. Они сварили контрольные образцы из углеродистой и нержавеющей стали, которые прошли визуальный и радиографический контроль и механические испытания.</p>',
        '<h2>Аттестованные способы сварки</h2>',
        '<ul><li>аргонодуговая сварка неплавящимся электродом (TIG);</li><li>полуавтоматическая сварка в среде активных газов (MAG);</li><li>ручная дуговая сварка покрытыми электродами (MMA).</li></ul>',
        '<blockquote>Надёжность шва определяет прежде всего квалификация сварщика. Мы обучаем и аттестуем специалистов регулярно, а не только перед крупными проектами.</blockquote>',
        '<p>Теперь сварщики допущены к работам на технологических трубопроводах с толщиной стенки до 50 мм.</p>',
      ),
      en: html(
        '<p>Twelve welders from our Welding Shop have passed their periodic qualification tests. They welded test coupons in carbon and stainless steel, which then underwent visual, radiographic and mechanical testing.</p>',
        '<h2>Qualified processes</h2>',
        '<ul><li>gas tungsten arc welding (TIG);</li><li>metal active gas welding (MAG);</li><li>manual metal arc welding with coated electrodes (MMA).</li></ul>',
        '<blockquote>A welder’s skill is what makes a weld reliable. We train and qualify our people regularly, not just before large projects.</blockquote>',
        '<p>The welders are now approved for process piping with wall thicknesses up to 50 mm.</p>',
      ),
      kk: html(
        '<p>Дәнекерлеу цехының он екі дәнекерлеушісі кезекті аттестаттаудан сәтті өтті. Олар көміртекті және тот баспайтын болаттан бақылау үлгілерін дәнекерледі, ал үлгілер көзбен шолу және радиографиялық бақылаудан, сондай-ақ механикалық сынақтардан өтті.</p>',
        '<h2>Аттестатталған дәнекерлеу әдістері</h2>',
        '<ul><li>балқымайтын электродпен аргон-доғалық дәнекерлеу (TIG);</li><li>белсенді газ ортасында жартылай автоматты дәнекерлеу (MAG);</li><li>қапталған электродтармен қолмен доғалық дәнекерлеу (MMA).</li></ul>',
        '<blockquote>Жіктің сенімділігін ең алдымен дәнекерлеушінің біліктілігі айқындайды. Біз мамандарды ірі жобалар алдында ғана емес, үнемі оқытып, аттестаттаймыз.</blockquote>',
        '<p>Енді дәнекерлеушілер қабырғасының қалыңдығы 50 мм-ге дейінгі технологиялық құбыржолдарда жұмыс істеуге рұқсат алды.</p>',
      ),
    },
    images: { img: { ...PICTURES.welding, accent: '#2E86C1' } },
  },
  {
    id: 5,
    searchTitle: {
      ru: 'Завершена изоляция оборудования ГПЗ',
      en: 'Gas plant insulation completed',
      kk: 'Газ өңдеу зауытында оқшаулау аяқталды',
    },
    date: '2024-11-27',
    name: {
      ru: 'Завершена изоляция оборудования на газоперерабатывающем заводе',
      en: 'Equipment insulation completed at a gas processing plant',
      kk: 'Газ өңдеу зауытындағы жабдықты оқшаулау жұмыстары аяқталды',
    },
    description: {
      ru: 'Мы сдали работы по тепловой изоляции и огнезащите на установке газоперерабатывающего завода в Атырауской области.',
      en: 'We have handed over thermal insulation and fire protection work on a unit of a gas processing plant in Atyrau Region.',
      kk: 'Атырау облысындағы газ өңдеу зауыты қондырғысында жылу оқшаулау және өрттен қорғау жұмыстарын тапсырдық.',
    },
    mainContent: {
      ru: html(
        '<p>Команда из 20 специалистов завершила тепловую изоляцию трубопроводов и оборудования на одной из установок газоперерабатывающего завода в Атырауской области. Работы выполнены за четыре месяца — на две недели раньше графика.</p>',
        '<h2>Объём работ</h2>',
        '<ul><li>более 6 км изолированных трубопроводов с металлической обшивкой;</li><li>около 400 съёмных чехлов собственного пошива для арматуры и фланцев;</li><li>огнезащита несущих металлоконструкций эстакад.</li></ul>',
        '<p>Работы велись на действующем производстве без происшествий и потерь рабочего времени.</p>',
      ),
      en: html(
        '<p>A team of 20 specialists has completed the thermal insulation of piping and equipment on one of the units of a gas processing plant in Atyrau Region. The work took four months and finished two weeks ahead of schedule.</p>',
        '<h2>Scope of work</h2>',
        '<ul><li>over 6 km of insulated piping with metal cladding;</li><li>about 400 removable jackets for valves and flanges, sewn in our own shop;</li><li>fire protection of the load-bearing steel of the pipe racks.</li></ul>',
        '<p>The work was carried out at an operating plant with no incidents and no lost time.</p>',
      ),
      kk: html(
        '<p>20 маманнан құралған топ Атырау облысындағы газ өңдеу зауытының бір қондырғысында құбыржолдар мен жабдықты жылу оқшаулау жұмыстарын аяқтады. Жұмыс төрт айда, кестеден екі апта бұрын орындалды.</p>',
        '<h2>Жұмыс көлемі</h2>',
        '<ul><li>металл қаптамасы бар 6 км-ден астам оқшауланған құбыржол;</li><li>арматура мен фланецтерге арналған, өз цехымызда тігілген 400-ге жуық алынбалы қап;</li><li>эстакадалардың көтергіш металл конструкцияларын өрттен қорғау.</li></ul>',
        '<p>Жұмыстар жұмыс істеп тұрған өндірісте жазатайым оқиғасыз және жұмыс уақытын жоғалтпай жүргізілді.</p>',
      ),
    },
    images: { img: { ...PICTURES.insulation, accent: '#3BA776' } },
  },
  {
    id: 6,
    searchTitle: {
      ru: 'Продукция трёх цехов на выставке',
      en: 'Three workshops at an oil and gas show',
      kk: 'Үш цехтың өнімі мұнай-газ көрмесінде',
    },
    date: '2025-03-05',
    name: {
      ru: 'Компания представила продукцию трёх цехов на нефтегазовой выставке в Атырау',
      en: 'The company showcases its three workshops at an oil and gas exhibition in Atyrau',
      kk: 'Компания Атыраудағы мұнай-газ көрмесінде үш цехының өнімін таныстырды',
    },
    description: {
      ru: 'На отраслевой выставке мы показали образцы продукции и провели более 60 встреч с потенциальными заказчиками.',
      en: 'At the industry exhibition we displayed product samples and held more than 60 meetings with potential clients.',
      kk: 'Салалық көрмеде өнім үлгілерін көрсетіп, әлеуетті тапсырыс берушілермен 60-тан астам кездесу өткіздік.',
    },
    mainContent: {
      ru: html(
        '<p>Компания приняла участие в региональной выставке нефтегазового оборудования и услуг в Атырау. На стенде были представлены образцы продукции всех трёх наших цехов.</p>',
        '<h2>Что мы показали</h2>',
        '<ul><li>фрагменты воздуховодов из нержавеющей и оцинкованной стали;</li><li>сварные узлы трубопроводной обвязки;</li><li>съёмные теплоизоляционные чехлы для арматуры, выдерживающие до 1200 °C.</li></ul>',
        '<p>За три дня выставки наши специалисты провели более 60 встреч с представителями нефтегазовых, энергетических и строительных предприятий. Спасибо всем, кто посетил наш стенд!</p>',
      ),
      en: html(
        '<p>The company took part in a regional exhibition of oil and gas equipment and services in Atyrau. Our stand featured samples from all three of our workshops.</p>',
        '<h2>What we showed</h2>',
        '<ul><li>sections of stainless and galvanised steel air ducts;</li><li>welded piping spools;</li><li>removable insulation jackets for valves, rated up to 1,200 °C.</li></ul>',
        '<p>Over the three days our specialists held more than 60 meetings with people from oil and gas, power and construction companies. Thank you to everyone who visited our stand!</p>',
      ),
      kk: html(
        '<p>Компания Атырауда өткен мұнай-газ жабдықтары мен қызметтерінің өңірлік көрмесіне қатысты. Стендте үш цехымыздың да өнім үлгілері қойылды.</p>',
        '<h2>Не көрсеттік</h2>',
        '<ul><li>тот баспайтын және мырышталған болаттан жасалған ауа өткізгіштердің бөліктері;</li><li>құбыржолдардың дәнекерленген байлау тораптары;</li><li>1200 °C-қа дейінгі температураға төзетін, арматураға арналған алынбалы жылу оқшаулағыш қаптар.</li></ul>',
        '<p>Көрменің үш күнінде мамандарымыз мұнай-газ, энергетика және құрылыс кәсіпорындарының өкілдерімен 60-тан астам кездесу өткізді. Стендімізге келген барлық қонақтарға алғыс айтамыз!</p>',
      ),
    },
    images: { img: PICTURES.tradeFair },
  },
  {
    id: 7,
    searchTitle: {
      ru: 'Цех пошива теплоизоляции расширился',
      en: 'Our sewing shop expands production',
      kk: 'Тігу цехы өндірісін кеңейтті',
    },
    date: '2025-05-20',
    name: {
      ru: 'Цех пошива теплоизоляции расширил производство',
      en: 'Thermal Insulation Sewing Shop expands production',
      kk: 'Жылу оқшаулағыш тігу цехы өндірісін кеңейтті',
    },
    description: {
      ru: 'Новые швейные линии и участок раскроя позволили вдвое увеличить выпуск съёмных теплоизоляционных чехлов.',
      en: 'New sewing lines and a dedicated cutting area have doubled our output of removable insulation jackets.',
      kk: 'Жаңа тігін желілері мен пішу учаскесі алынбалы жылу оқшаулағыш қаптар шығаруды екі есе арттыруға мүмкіндік берді.',
    },
    mainContent: {
      ru: html(
        '<p>Цех пошива теплоизоляции переехал в новое помещение площадью 600 м² и получил две дополнительные промышленные швейные линии. Теперь мы выпускаем вдвое больше съёмных чехлов и матов в месяц.</p>',
        '<h2>Новые возможности</h2>',
        '<ul><li>отдельный участок раскроя с электрическим раскройным ножом;</li><li>прошивка кремнезёмных тканей термостойкой нитью;</li><li>склад материалов с контролем влажности.</li></ul>',
        '<p>Изделия цеха выдерживают температуру до 1200 °C и изготавливаются по замерам, снятым на объекте заказчика.</p>',
      ),
      en: html(
        '<p>Our Thermal Insulation Sewing Shop has moved into new 600 m² premises and added two industrial sewing lines. We now make twice as many removable jackets and mats a month.</p>',
        '<h2>New capabilities</h2>',
        '<ul><li>a separate cutting area with an electric cloth cutter;</li><li>stitching of silica fabrics with heat-resistant thread;</li><li>a humidity-controlled materials store.</li></ul>',
        '<p>The shop’s products withstand temperatures up to 1,200 °C and are made to measurements taken at the client’s site.</p>',
      ),
      kk: html(
        '<p>Жылу оқшаулағыш тігу цехы ауданы 600 м² жаңа ғимаратқа көшіп, тағы екі өнеркәсіптік тігін желісін алды. Енді біз ай сайын алынбалы қаптар мен төсеніштерді екі есе көп шығарамыз.</p>',
        '<h2>Жаңа мүмкіндіктер</h2>',
        '<ul><li>электр пышағы бар жеке пішу учаскесі;</li><li>кремнезем маталарын ыстыққа төзімді жіппен тігу;</li><li>ылғалдылығы бақыланатын материалдар қоймасы.</li></ul>',
        '<p>Цех бұйымдары 1200 °C-қа дейінгі температураға төзеді және тапсырыс берушінің нысанында алынған өлшемдер бойынша жасалады.</p>',
      ),
    },
    images: { img: { ...PICTURES.insulationSewing, accent: '#D64545' } },
  },
  {
    id: 8,
    searchTitle: {
      ru: 'Обучение безопасной работе на высоте',
      en: 'Training in safe work at height',
      kk: 'Биіктіктегі қауіпсіз жұмысқа оқыту',
    },
    date: '2025-08-14',
    name: {
      ru: 'Обучение безопасной работе на высоте',
      en: 'Training in safe work at height',
      kk: 'Биіктікте қауіпсіз жұмыс істеуге оқыту',
    },
    description: {
      ru: 'Монтажники и сборщики лесов прошли теоретическое обучение и практические занятия на учебных лесах компании.',
      en: 'Installers and scaffolders completed classroom and hands-on training on the company’s own training scaffolds.',
      kk: 'Монтаждаушылар мен құрылыс ормандарын құрастырушылар компанияның оқу алаңындағы құрылыс ормандарында теориялық және практикалық сабақтардан өтті.',
    },
    mainContent: {
      ru: html(
        '<p>Более 40 сотрудников — монтажники, изолировщики и сборщики лесов — прошли ежегодное обучение безопасным методам работы на высоте. Теоретическая часть завершилась экзаменом, практические занятия прошли на учебных лесах производственной базы.</p>',
        '<h2>Программа обучения</h2>',
        '<ul><li>выбор и осмотр страховочных систем;</li><li>приёмка лесов и порядок маркировки бирками;</li><li>эвакуация пострадавшего с высоты.</li></ul>',
        '<p>Безопасность на объекте — обязательное условие любой нашей работы. Обучение ежегодно проходят все, кто работает на высоте.</p>',
      ),
      en: html(
        '<p>More than 40 employees, including installers, insulators and scaffolders, have completed their annual training in safe work at height. The classroom part ended with an exam, and the practical sessions took place on training scaffolds at our production base.</p>',
        '<h2>Course content</h2>',
        '<ul><li>choosing and inspecting fall arrest systems;</li><li>scaffold handover and tagging procedures;</li><li>rescuing an injured worker from height.</li></ul>',
        '<p>Site safety is a precondition for every job we do. Everyone who works at height repeats the training every year.</p>',
      ),
      kk: html(
        '<p>Монтаждаушылар, оқшаулаушылар және құрылыс ормандарын құрастырушылар қатарындағы 40-тан астам қызметкер биіктікте қауіпсіз жұмыс істеу әдістері бойынша жыл сайынғы оқудан өтті. Теориялық бөлім емтиханмен аяқталды, ал практикалық сабақтар өндірістік базадағы оқу-жаттығу құрылыс ормандарында өтті.</p>',
        '<h2>Оқу бағдарламасы</h2>',
        '<ul><li>биіктіктен құлаудан қорғау жүйелерін таңдау және тексеру;</li><li>құрылыс ормандарын қабылдау және белгі тағу тәртібі;</li><li>зардап шеккен адамды биіктіктен түсіру.</li></ul>',
        '<p>Нысандағы қауіпсіздік — кез келген жұмысымыздың міндетті шарты. Биіктікте жұмыс істейтін барлық қызметкер жыл сайын оқудан өтеді.</p>',
      ),
    },
    images: { img: { ...PICTURES.scaffolding, accent: '#E0B100' } },
  },
  {
    id: 9,
    searchTitle: {
      ru: 'Новый проект катодной защиты',
      en: 'New cathodic protection project',
      kk: 'Катодтық қорғаудың жаңа жобасы',
    },
    date: '2026-01-20',
    name: {
      ru: 'Новый проект катодной защиты в Мангистауской области',
      en: 'New cathodic protection project in Mangystau Region',
      kk: 'Маңғыстау облысындағы катодтық қорғаудың жаңа жобасы',
    },
    description: {
      ru: 'Компания начала работы по электрохимической защите от коррозии подземного трубопровода протяжённостью 38 км.',
      en: 'We have started electrochemical corrosion protection of a 38 km buried pipeline.',
      kk: 'Компания ұзындығы 38 км жер асты құбыржолын коррозиядан электрохимиялық қорғау жұмыстарын бастады.',
    },
    mainContent: {
      ru: html(
        '<p>Компания приступила к работам по катодной защите подземного трубопровода протяжённостью 38 км в Мангистауской области. Проект включает обследование, монтаж оборудования и пусконаладку.</p>',
        '<h2>Этапы работ</h2>',
        '<ol><li>электрометрическое обследование трассы;</li><li>монтаж четырёх станций катодной защиты и глубинных анодных заземлений;</li><li>установка контрольно-измерительных пунктов;</li><li>пусконаладка и передача системы на мониторинг.</li></ol>',
        '<p>Завершение работ запланировано на осень 2026 года.</p>',
      ),
      en: html(
        '<p>The company has begun cathodic protection work on a 38 km buried pipeline in Mangystau Region. The project covers the survey, equipment installation and commissioning.</p>',
        '<h2>Stages</h2>',
        '<ol><li>potential survey of the route;</li><li>installation of four cathodic protection stations with deep anode groundbeds;</li><li>installation of test points;</li><li>commissioning and handover for monitoring.</li></ol>',
        '<p>Completion is scheduled for autumn 2026.</p>',
      ),
      kk: html(
        '<p>Компания Маңғыстау облысында ұзындығы 38 км жер асты құбыржолын катодтық қорғау жұмыстарына кірісті. Жоба зерттеуді, жабдықты монтаждауды және іске қосу-баптауды қамтиды.</p>',
        '<h2>Жұмыс кезеңдері</h2>',
        '<ol><li>трассаны электрометриялық зерттеу;</li><li>төрт катодтық қорғау станциясы мен терең анодтық жерге тұйықтағыштарды монтаждау;</li><li>бақылау-өлшеу пункттерін орнату;</li><li>жүйені іске қосу-баптау және мониторингке тапсыру.</li></ol>',
        '<p>Жұмыстарды 2026 жылдың күзінде аяқтау жоспарланған.</p>',
      ),
    },
    images: { img: { ...PICTURES.cathodic, accent: '#2E86C1' } },
  },
  {
    id: 10,
    searchTitle: {
      ru: 'Нам 15 лет: внедряем инновации',
      en: '15 years of innovating together',
      kk: 'Бізге 15 жыл: инновация енгіземіз',
    },
    date: '2026-03-02',
    name: {
      ru: 'Нам 15 лет: внедряем инновации вместе',
      en: '15 years of innovating together',
      kk: 'Бізге 15 жыл: инновацияларды бірге енгіземіз',
    },
    description: {
      ru: 'В 2026 году компании исполняется 15 лет. Вспоминаем, с чего мы начинали, и благодарим заказчиков и партнёров.',
      en: 'In 2026 the company turns 15. We look back at where we started and thank our clients and partners.',
      kk: '2026 жылы компаниямыздың құрылғанына 15 жыл толады. Неден бастағанымызды еске алып, тапсырыс берушілер мен серіктестерімізге алғыс айтамыз.',
    },
    mainContent: {
      ru: html(
        '<p>В 2011 году компания начиналась с небольшой бригады монтажников в Атырау. Сегодня у нас три собственных цеха, более 100 реализованных проектов и команда, которая ведёт работы от проектирования до пусконаладки.</p>',
        '<h2>15 лет в цифрах</h2>',
        '<ul><li>более 100 проектов для нефтегазовой, химической и энергетической отраслей;</li><li>около 40 тонн металлоконструкций в месяц;</li><li>три цеха: металлообработка, сварка и пошив теплоизоляции.</li></ul>',
        '<blockquote>Пятнадцать лет мы росли вместе с нашими заказчиками. Спасибо за доверие — впереди новые проекты.</blockquote>',
        '<p>В течение юбилейного года мы расскажем о людях и проектах, благодаря которым компания стала такой, какая она есть.</p>',
      ),
      en: html(
        '<p>The company started out in 2011 as a small installation crew in Atyrau. Today we have three workshops of our own, more than 100 completed projects and a team that takes work from design through to commissioning.</p>',
        '<h2>15 years in numbers</h2>',
        '<ul><li>more than 100 projects for the oil and gas, chemical and power industries;</li><li>about 40 tonnes of steel structures a month;</li><li>three workshops: metal fabrication, welding and insulation sewing.</li></ul>',
        '<blockquote>For fifteen years we have grown together with our clients. Thank you for your trust: there are new projects ahead.</blockquote>',
        '<p>Throughout the anniversary year we will tell the stories of the people and projects that made the company what it is.</p>',
      ),
      kk: html(
        '<p>2011 жылы компания Атыраудағы шағын монтаждаушылар бригадасынан басталды. Бүгінде бізде өзіміздің үш цехымыз, 100-ден астам жүзеге асырылған жоба және жобалаудан бастап іске қосу-баптауға дейінгі жұмыстарды атқаратын ұжым бар.</p>',
        '<h2>15 жыл — сандармен</h2>',
        '<ul><li>мұнай-газ, химия және энергетика салаларына арналған 100-ден астам жоба;</li><li>айына шамамен 40 тонна металл конструкция;</li><li>үш цех: металл өңдеу, дәнекерлеу және жылу оқшаулағыш тігу.</li></ul>',
        '<blockquote>Он бес жыл бойы тапсырыс берушілерімізбен бірге өстік. Сеніміңізге рахмет — алда жаңа жобалар күтіп тұр.</blockquote>',
        '<p>Мерейтой жылы бойы компанияны бүгінгі деңгейге жеткізген адамдар мен жобалар туралы айтып береміз.</p>',
      ),
    },
    images: { img: PICTURES.anniversary },
  },
];
