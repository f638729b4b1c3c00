import type { services as servicesTable } from '@industrial/api/schema';
import type { BuiltIn } from './built-in.ts';
import { PICTURES } from './pictures.ts';

/** The six service cards, ids 1 to 6 in the order the services page shows them. */
export const services: BuiltIn<typeof servicesTable, 'icon' | 'img'>[] = [
  {
    id: 1,
    name: {
      ru: 'Вентиляция и изоляция воздуховодов',
      en: 'Ventilation and duct insulation',
      kk: 'Желдету және ауа өткізгіштерді оқшаулау',
    },
    description: {
      ru: 'Проектирование, изготовление и монтаж систем вентиляции и кондиционирования для промышленных и административных зданий, включая тепло- и огнезащитную изоляцию воздуховодов.',
      en: 'Design, fabrication and installation of ventilation and air-conditioning systems for industrial and office buildings, including thermal and fire-rated duct insulation.',
      kk: 'Өнеркәсіптік және әкімшілік ғимараттарға арналған желдету және ауа баптау жүйелерін жобалау, дайындау және монтаждау, ауа өткізгіштерді жылу оқшаулау мен өрттен қорғауды қоса алғанда.',
    },
    list: {
      ru: [
        'Монтаж приточно-вытяжной вентиляции',
        'Изготовление воздуховодов в собственном цехе',
        'Теплоизоляция и огнезащита воздуховодов',
        'Установка вентиляционного оборудования и кондиционеров',
        'Пусконаладка и балансировка систем',
        'Сервисное обслуживание',
      ],
      en: [
        'Supply and exhaust ventilation installation',
        'Air ducts made in our own workshop',
        'Thermal insulation and fire protection of ductwork',
        'Installation of air handling units and air conditioners',
        'Commissioning and air balancing',
        'Maintenance',
      ],
      kk: [
        'Ауа беретін және сорып шығаратын желдету жүйелерін монтаждау',
        'Ауа өткізгіштерді өз цехымызда дайындау',
        'Ауа өткізгіштерді жылу оқшаулау және өрттен қорғау',
        'Желдету жабдығы мен кондиционерлерді орнату',
        'Жүйелерді іске қосу-баптау және теңгеру',
        'Сервистік қызмет көрсету',
      ],
    },
    images: { icon: { file: 'icon-ventilation.svg' }, img: PICTURES.ventilation },
  },
  {
    id: 2,
    name: {
      ru: 'Электромонтажные работы',
      en: 'Electrical installation',
      kk: 'Электр монтаждау жұмыстары',
    },
    description: {
      ru: 'Электромонтаж на действующих и строящихся промышленных объектах: силовые и осветительные сети, кабельные трассы, заземление и молниезащита, в том числе во взрывоопасных зонах.',
      en: 'Electrical work at operating and new industrial facilities: power and lighting networks, cable routes, earthing and lightning protection, including in hazardous areas.',
      kk: 'Жұмыс істеп тұрған және салынып жатқан өнеркәсіп нысандарындағы электр монтажы: күштік және жарықтандыру желілері, кабель трассалары, жерге тұйықтау және найзағайдан қорғау, соның ішінде жарылыс қаупі бар аймақтарда.',
    },
    list: {
      ru: [
        'Прокладка кабеля по лоткам и эстакадам',
        'Монтаж кабельных лотков и несущих конструкций',
        'Сборка и подключение щитов и шкафов управления',
        'Наружное и внутреннее освещение',
        'Заземление и молниезащита',
        'Измерения и испытания электроустановок',
      ],
      en: [
        'Cable pulling along trays and pipe racks',
        'Installation of cable trays and supports',
        'Assembly and connection of switchboards and control cabinets',
        'Indoor and outdoor lighting',
        'Earthing and lightning protection',
        'Testing and measurements of electrical installations',
      ],
      kk: [
        'Кабельді науалар мен эстакадалар бойымен тарту',
        'Кабель науалары мен тірек конструкцияларын монтаждау',
        'Басқару қалқандары мен шкафтарын жинау және қосу',
        'Ішкі және сыртқы жарықтандыру',
        'Жерге тұйықтау және найзағайдан қорғау',
        'Электр қондырғыларын өлшеу және сынау',
      ],
    },
    images: { icon: { file: 'icon-electrical.svg' }, img: PICTURES.electrical },
  },
  {
    id: 3,
    name: {
      ru: 'Изоляция и пассивная огнезащита',
      en: 'Insulation and passive fire protection',
      kk: 'Оқшаулау және пассивті өрттен қорғау',
    },
    description: {
      ru: 'Тепловая, холодильная и акустическая изоляция трубопроводов и оборудования, огнезащита металлоконструкций для повышения их предела огнестойкости.',
      en: 'Hot, cold and acoustic insulation of piping and equipment, and fire protection of steel structures to raise their fire resistance rating.',
      kk: 'Құбыржолдар мен жабдықтың жылу, суық және шу оқшаулауы, металл конструкциялардың отқа төзімділік шегін арттыру үшін оларды өрттен қорғау.',
    },
    list: {
      ru: [
        'Теплоизоляция трубопроводов и резервуаров',
        'Металлическая обшивка изоляции',
        'Огнезащитные покрытия металлоконструкций',
        'Огнезащита кабельных проходок',
        'Съёмные изоляционные чехлы для арматуры',
      ],
      en: [
        'Thermal insulation of piping and tanks',
        'Metal cladding over insulation',
        'Fire-protective coatings for steel structures',
        'Fire-stopping of cable penetrations',
        'Removable insulation jackets for valves',
      ],
      kk: [
        'Құбыржолдар мен резервуарлардың жылу оқшаулауы',
        'Оқшаулағыштың сыртынан металл қаптама орнату',
        'Металл конструкцияларға өрттен қорғайтын жабын жағу',
        'Кабель өткелдерін өрттен қорғау',
        'Арматураға арналған алынбалы оқшаулағыш қаптар',
      ],
    },
    images: { icon: { file: 'icon-insulation.svg' }, img: PICTURES.insulation },
  },
  {
    id: 4,
    name: {
      ru: 'Строительные леса и работы на высоте',
      en: 'Scaffolding and work at height',
      kk: 'Құрылыс ормандары және биіктіктегі жұмыстар',
    },
    description: {
      ru: 'Монтаж и демонтаж строительных лесов для работ на высоте при строительстве, ремонте и обслуживании оборудования — с расчётом нагрузок и ежедневным осмотром.',
      en: 'Erection and dismantling of scaffolding for work at height during construction, repairs and equipment maintenance, with load calculations and daily inspections.',
      kk: 'Құрылыс, жөндеу және жабдыққа қызмет көрсету кезінде биіктікте жұмыс істеуге арналған құрылыс ормандарын құрастыру және бөлшектеу. Жүктемені алдын ала есептейміз, құрылыс ормандарын күн сайын тексереміз.',
    },
    list: {
      ru: [
        'Проект лесов и расчёт нагрузок',
        'Монтаж рамных и хомутовых лесов',
        'Подвесные леса и рабочие площадки',
        'Ежедневный осмотр и маркировка бирками',
        'Аренда лесов',
        'Демонтаж и вывоз',
      ],
      en: [
        'Scaffold design and load calculation',
        'Frame and tube-and-clamp scaffolding',
        'Suspended scaffolds and work platforms',
        'Daily inspection and tagging',
        'Scaffolding rental',
        'Dismantling and removal',
      ],
      kk: [
        'Құрылыс ормандарының жобасы және жүктемені есептеу',
        'Рамалы және қамытты құрылыс ормандарын құрастыру',
        'Аспалы құрылыс ормандары мен жұмыс алаңдары',
        'Күнделікті тексеру және белгі тағу',
        'Құрылыс ормандарын жалға беру',
        'Бөлшектеу және алып кету',
      ],
    },
    images: { icon: { file: 'icon-scaffolding.svg' }, img: PICTURES.scaffolding },
  },
  {
    id: 5,
    name: {
      ru: 'Антикоррозионные покрытия и промышленная очистка',
      en: 'Coatings and industrial cleaning',
      kk: 'Коррозияға қарсы жабындар және өнеркәсіптік тазалау',
    },
    description: {
      ru: 'Подготовка поверхности и нанесение лакокрасочных и антикоррозионных покрытий на металлоконструкции, резервуары и трубопроводы; очистка оборудования от отложений.',
      en: 'Surface preparation and application of paint and anti-corrosion coatings on steel structures, tanks and pipelines; removal of deposits from equipment.',
      kk: 'Металл конструкцияларды, резервуарлар мен құбыржолдарды бояуға дайындау және оларға лак-бояу, коррозияға қарсы жабындар жағу; жабдықты шөгінділерден тазалау.',
    },
    list: {
      ru: [
        'Абразивоструйная очистка поверхности',
        'Нанесение антикоррозионных покрытий безвоздушным распылением',
        'Покраска резервуаров и металлоконструкций',
        'Гидродинамическая очистка оборудования',
        'Контроль толщины и адгезии покрытия',
      ],
      en: [
        'Abrasive blast cleaning',
        'Airless spray application of anti-corrosion coatings',
        'Painting of tanks and steel structures',
        'High-pressure water jetting of equipment',
        'Coating thickness and adhesion testing',
      ],
      kk: [
        'Бетті абразивті ағынмен тазалау',
        'Коррозияға қарсы жабындарды ауасыз бүркумен жағу',
        'Резервуарлар мен металл конструкцияларды бояу',
        'Жабдықты жоғары қысымды су ағынымен тазалау',
        'Жабынның қалыңдығы мен адгезиясын бақылау',
      ],
    },
    images: { icon: { file: 'icon-coating.svg' }, img: PICTURES.coating },
  },
  {
    id: 6,
    name: {
      ru: 'Катодная защита',
      en: 'Cathodic protection',
      kk: 'Катодтық қорғау',
    },
    description: {
      ru: 'Электрохимическая защита от коррозии подземных трубопроводов, резервуаров и металлоконструкций: от обследования и проекта до монтажа и пусконаладки станций катодной защиты.',
      en: 'Electrochemical corrosion protection of buried pipelines, tanks and structures, from surveys and design to the installation and commissioning of cathodic protection stations.',
      kk: 'Жер асты құбыржолдарын, резервуарлар мен металл конструкцияларды коррозиядан электрохимиялық қорғау: зерттеу мен жобалаудан бастап катодтық қорғау станцияларын монтаждау мен іске қосуға дейін.',
    },
    list: {
      ru: [
        'Обследование и электрометрические измерения',
        'Монтаж станций катодной защиты',
        'Анодные заземления и протекторы',
        'Контрольно-измерительные пункты',
        'Пусконаладка и мониторинг',
      ],
      en: [
        'Surveys and potential measurements',
        'Installation of cathodic protection stations',
        'Anode groundbeds and sacrificial anodes',
        'Test points',
        'Commissioning and monitoring',
      ],
      kk: [
        'Зерттеу және электрометриялық өлшеулер',
        'Катодтық қорғау станцияларын монтаждау',
        'Анодтық жерге тұйықтағыштар мен протекторлар',
        'Бақылау-өлшеу пункттері',
        'Іске қосу-баптау және мониторинг',
      ],
    },
    images: { icon: { file: 'icon-cathodic.svg' }, img: PICTURES.cathodic },
  },
];
