import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'help.faq-search-empty',
  title: 'FAQ search with no answer',
  description:
    'The help search opens with "kartu emas": no FAQ question holds both words, so the screen says "Maaf, kami tidak dapat menemukannya", suggests other words or customer service 24/7, and leads back to the help topics. Search "limit" or "OTP" to find answers; /help shows the FAQ by category and the terms pages.',
  tags: ['help'],
  covers: ['faq.search-empty'],
  path: '/help/search?q=kartu%20emas',
});
