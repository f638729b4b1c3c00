import type { vacancies as vacanciesTable } from '@industrial/api/schema';
import type { BuiltIn } from './built-in.ts';

/** Joins the blocks of a vacancy's text, one per line, so the stored HTML stays readable in the admin. */
const html = (...blocks: string[]) => blocks.join('\n');

/** How long the built-in vacancy stays open after the first start: about six months. */
const OPEN_DAYS = 183;

/** The built-in vacancy closes this long after the seed runs (the withdrawal schedule). */
const closesAfterSeed = () => new Date(Date.now() + OPEN_DAYS * 24 * 3_600_000).toISOString();

/** One open position, in three languages, so the careers page has something to show from the start. */
export const vacancies: BuiltIn<typeof vacanciesTable, never>[] = [
  {
    id: 1,
    images: {},
    title: {
      ru: 'Электрогазосварщик 5 разряда',
      en: 'Electric and gas welder, grade 5',
      kk: '5-разрядты электргаз дәнекерлеушісі',
    },
    description: {
      ru: 'Сварка металлоконструкций и технологических трубопроводов в цехе металлообработки в Атырау.',
      en: 'Welding steel structures and process pipelines in our Metal Fabrication Shop in Atyrau.',
      kk: 'Атыраудағы металл өңдеу цехында металл конструкциялар мен технологиялық құбыржолдарды дәнекерлеу.',
    },
    body: {
      ru: html(
        '<h2>Обязанности</h2>',
        '<ul><li>ручная дуговая сварка и сварка в среде защитного газа металлоконструкций и трубопроводов;</li><li>сборка узлов по чертежам;</li><li>контроль качества своих швов.</li></ul>',
        '<h2>Требования</h2>',
        '<ul><li>удостоверение электрогазосварщика 5 разряда;</li><li>опыт работы от трёх лет;</li><li>умение читать чертежи.</li></ul>',
        '<h2>Условия</h2>',
        '<p>Полная занятость, официальное оформление, спецодежда и средства защиты, обучение и аттестация за счёт компании.</p>',
      ),
      en: html(
        '<h2>What you will do</h2>',
        '<ul><li>manual arc and gas-shielded welding of steel structures and pipelines;</li><li>assembling units from drawings;</li><li>checking the quality of your own welds.</li></ul>',
        '<h2>What we ask</h2>',
        '<ul><li>a grade 5 electric and gas welder certificate;</li><li>at least three years of experience;</li><li>the ability to read drawings.</li></ul>',
        '<h2>What we offer</h2>',
        '<p>A full-time job with an official contract, workwear and protective equipment, and training and qualification paid by the company.</p>',
      ),
      kk: html(
        '<h2>Міндеттері</h2>',
        '<ul><li>металл конструкциялар мен құбыржолдарды қолмен доғалық және қорғаушы газ ортасында дәнекерлеу;</li><li>сызбалар бойынша тораптарды құрастыру;</li><li>өз жіктерінің сапасын бақылау.</li></ul>',
        '<h2>Талаптар</h2>',
        '<ul><li>5-разрядты электргаз дәнекерлеушісі куәлігі;</li><li>кемінде үш жыл жұмыс тәжірибесі;</li><li>сызбаларды оқи білу.</li></ul>',
        '<h2>Жағдайлар</h2>',
        '<p>Толық жұмыс күні, ресми рәсімдеу, арнайы киім және қорғаныс құралдары, компания есебінен оқыту және аттестаттау.</p>',
      ),
    },
    location: { ru: 'Атырау', en: 'Atyrau', kk: 'Атырау' },
    employment: 'fullTime',
    salary: { from: 400_000, to: 550_000 },
    unpublishAt: closesAfterSeed(),
  },
];
