import type { projects as projectsTable } from '@industrial/api/schema';
import type { BuiltIn } from './built-in.ts';
import { PICTURES } from './pictures.ts';

/** The four portfolio projects. Sites are described generically: no client is named. */
export const projects: BuiltIn<typeof projectsTable, 'img'>[] = [
  {
    id: 1,
    name: {
      ru: 'Реконструкция вентиляции компрессорной станции',
      en: 'Ventilation upgrade at a compressor station',
      kk: 'Компрессорлық станцияның желдету жүйесін реконструкциялау',
    },
    description: {
      ru: 'Изготовили в собственном цехе и смонтировали новые воздуховоды, выполнили их теплоизоляцию и огнезащиту. Работы шли на действующей станции без остановки перекачки газа.',
      en: 'We made the new air ducts in our own workshop, installed them and fitted thermal insulation and fire protection. The work was done at an operating station without interrupting gas transmission.',
      kk: 'Жаңа ауа өткізгіштерді өз цехымызда дайындап, монтаждадық, оларға жылу оқшаулауы мен өрттен қорғау жабынын орнаттық. Жұмыстар газ айдауды тоқтатпай, жұмыс істеп тұрған станцияда жүргізілді.',
    },
    location: {
      ru: 'Атырауская область',
      en: 'Atyrau Region',
      kk: 'Атырау облысы',
    },
    specialistsCount: 15,
    date: '2019-10-15',
    images: { img: PICTURES.compressorStation },
  },
  {
    id: 2,
    name: {
      ru: 'Катодная защита промыслового трубопровода',
      en: 'Cathodic protection of a field pipeline',
      kk: 'Кәсіпшілік құбыржолын катодтық қорғау',
    },
    description: {
      ru: 'Провели обследование трассы, смонтировали станции катодной защиты, глубинные анодные заземления и контрольно-измерительные пункты, выполнили пусконаладку и сдали систему с протоколами измерений.',
      en: 'We surveyed the route, installed cathodic protection stations, deep anode groundbeds and test points, commissioned the system and handed it over with full measurement records.',
      kk: 'Трассаны зерттеп, катодтық қорғау станцияларын, терең анодтық жерге тұйықтағыштар мен бақылау-өлшеу пункттерін монтаждадық, жүйені іске қосып, өлшеу хаттамаларымен тапсырдық.',
    },
    location: {
      ru: 'Актау, Мангистауская область',
      en: 'Aktau, Mangystau Region',
      kk: 'Ақтау, Маңғыстау облысы',
    },
    specialistsCount: 12,
    date: '2021-06-30',
    images: { img: PICTURES.pipeline },
  },
  {
    id: 3,
    name: {
      ru: 'Изоляция технологических трубопроводов на месторождении',
      en: 'Process piping insulation at an oil field',
      kk: 'Кен орнындағы технологиялық құбыржолдарды оқшаулау',
    },
    description: {
      ru: 'Выполнили теплоизоляцию технологических трубопроводов и оборудования с металлической обшивкой, поставили съёмные чехлы собственного пошива для арматуры и фланцев, смонтировали леса для работ на высоте.',
      en: 'We insulated process piping and equipment with metal cladding, supplied removable jackets sewn in our own shop for valves and flanges, and erected the scaffolding for work at height.',
      kk: 'Технологиялық құбыржолдар мен жабдыққа металл қаптамалы жылу оқшаулауын орнаттық, арматура мен фланецтерге өз цехымызда тігілген алынбалы қаптарды жеткіздік, биіктіктегі жұмыстарға арналған құрылыс ормандарын құрастырдық.',
    },
    location: {
      ru: 'Тенгиз, Атырауская область',
      en: 'Tengiz, Atyrau Region',
      kk: 'Теңіз, Атырау облысы',
    },
    specialistsCount: 20,
    date: '2023-09-20',
    images: { img: PICTURES.oilField },
  },
  {
    id: 4,
    name: {
      ru: 'Электромонтаж на газоконденсатном месторождении',
      en: 'Electrical installation at a gas condensate field',
      kk: 'Газ конденсатты кен орнындағы электр монтажы',
    },
    description: {
      ru: 'Смонтировали кабельные лотки и проложили силовые и контрольные кабели на технологических эстакадах, подключили щиты управления и выполнили наружное освещение площадки.',
      en: 'We installed cable trays, pulled power and control cables along the pipe racks, connected the control panels and installed the site lighting.',
      kk: 'Технологиялық эстакадаларға кабель науаларын орнатып, күштік және бақылау кабельдерін тарттық, басқару қалқандарын қосып, алаңның сыртқы жарықтандыруын жасадық.',
    },
    location: {
      ru: 'Карачаганак, Западно-Казахстанская область',
      en: 'Karachaganak, West Kazakhstan Region',
      kk: 'Қарашығанақ, Батыс Қазақстан облысы',
    },
    specialistsCount: 18,
    date: '2025-04-10',
    images: { img: PICTURES.gasField },
  },
];
