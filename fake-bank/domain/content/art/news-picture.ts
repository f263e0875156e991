import type { IconName } from './icons';
import { sceneOf, type SceneColours } from './scenes';
import { seeded, svgOf } from './svg';

/**
 * A news picture: the topic as a flat scene (a rising chart for the economy, coins for finance, a phone
 * for technology...), no words, so it reads the same in both languages; the category is named beside it.
 * Each picture of an article is its own arrangement.
 */

const TOPIC_SCENES: Record<string, { colours: SceneColours; main: IconName; others: readonly IconName[] }> = {
  ekonomi: {
    colours: { bg: '#ecf8f0', blob: '#cdeed8', a: '#22a05b', b: '#146b41', c: '#fff', d: '#f59e0b' },
    main: 'chart',
    others: ['bag', 'coin', 'tag'],
  },
  keuangan: {
    colours: { bg: '#fff7e8', blob: '#ffe6b8', a: '#f0a630', b: '#a8661a', c: '#fff', d: '#2f5bd3' },
    main: 'coins',
    others: ['card', 'coin', 'phone'],
  },
  teknologi: {
    colours: { bg: '#eef0ff', blob: '#d6dbff', a: '#5b6cf0', b: '#27307a', c: '#fff', d: '#22c3c3' },
    main: 'phone',
    others: ['wifi', 'laptop', 'headphones'],
  },
  'gaya-hidup': {
    colours: { bg: '#fff3ec', blob: '#ffdcc8', a: '#2f9e74', b: '#1b624a', c: '#fff', d: '#f08a5d' },
    main: 'plant',
    others: ['bag', 'leaf', 'mirror'],
  },
  olahraga: {
    colours: { bg: '#eaf6ff', blob: '#cde8fb', a: '#f2b134', b: '#1f3b57', c: '#fff', d: '#e11d48' },
    main: 'ball',
    others: ['trophy', 'shuttle', 'star'],
  },
  hiburan: {
    colours: { bg: '#f4f0ff', blob: '#ded4ff', a: '#7c5ce6', b: '#35247e', c: '#fff', d: '#f6b23c' },
    main: 'clapper',
    others: ['note', 'popcorn', 'star'],
  },
};

/** 640 x 360 (16 : 9), drawn on a 320 x 180 canvas; `index` is which picture of the article. */
export function newsPicture(
  newsId: string,
  category: string,
  index: number,
  width = 640,
  height = 360,
): string {
  const rnd = seeded(`news:${newsId}:${index}`);
  const topic = TOPIC_SCENES[category] ?? TOPIC_SCENES.ekonomi!;
  return svgOf(
    width,
    height,
    320,
    180,
    `<rect width='320' height='180' fill='${topic.colours.bg}'/>` +
      sceneOf(rnd, {
        colours: topic.colours,
        main: topic.main,
        others: topic.others,
        cx: 166,
        cy: 84,
        size: 100,
      }),
  );
}
