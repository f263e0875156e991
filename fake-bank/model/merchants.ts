/** Fictitious merchants of the kinds Pay Later is used at. */
export const MERCHANTS = [
  'Toko Elektronik Sinar Jaya',
  'Apotek Sehat Sentosa',
  'Warung Kopi Nusantara',
  'Fashion Batik Kencana',
  'Supermarket Segar Makmur',
  'Toko Buku Cahaya Ilmu',
  'Bengkel Motor Jaya Abadi',
  'Restoran Padang Sederhana Rasa',
  'Optik Mata Terang',
  'Gadget Store Mandiri Digital',
  'Toko Bangunan Kokoh Sejahtera',
  'Salon Cantik Ayu',
  'Travel Wisata Garuda Nusa',
  'Toko Mainan Ceria',
  'Pet Shop Sahabat Satwa',
];
