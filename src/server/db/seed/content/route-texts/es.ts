import type { RoutePageTexts } from './types';

export const ES_ROUTE_PAGES: RoutePageTexts = {
  career: {
    slug: 'trabaja-con-nosotros', title: 'Trabaja con nosotros', perex: 'Buscamos personas a las que les gusten los libros y el orden.',
    paragraphs: [
      'En {brand} trabaja un equipo de libreros, mozos de almacén, programadores y atención al cliente. Cada día pasan por nuestras manos miles de libros y cada uno merece un trato cuidadoso.',
      'Ofrecemos un empleo estable, horario flexible, descuento en libros y la oportunidad de evitar que buenos libros acaben en el contenedor de reciclaje.',
    ],
  },
  'job-vacancies': {
    slug: 'ofertas-de-empleo', title: 'Ofertas de empleo', perex: 'Estos son los puestos que queremos cubrir ahora.',
    paragraphs: [
      'Auxiliar de almacén (Praga, jornada completa): recepción de compras, clasificación de libros por estado y preparación de pedidos. No se requiere experiencia.',
      'Atención al cliente en español (en remoto, media jornada): respuesta a correos y llamadas de nuestros clientes en España.',
      'Envíe su currículum y unas líneas sobre el último libro que ha leído a {email}. Respondemos a todo el mundo.',
    ],
  },
  'how-to-sell-books': {
    slug: 'como-vender-libros', title: 'Cómo vender sus libros', perex: 'Cuatro pasos para convertir su estantería en dinero: una oferta inmediata y explicada, envío gratis y pago tras la revisión.',
    paragraphs: [
      'Añada sus libros en la página Vender libros: escriba o pegue los ISBN, busque un libro por su título, escanee los códigos de barras con el móvil en el escáner de libros o envíe una foto de los lomos. Verá al instante nuestra oferta por cada libro y por qué: cuántos lectores lo esperan, cuántos ejemplares tenemos y lo rápido que suele venderse.',
      'Para cada libro elija dinero ahora o comisión, una parte mayor que se paga cuando se vende. El dinero va a su cuenta bancaria o a su monedero de la tienda con una bonificación. Puede guardar la lista y terminarla más tarde.',
      'Meta los libros en una caja y elija el envío gratuito: descargue la etiqueta y entregue el paquete, o reserve la recogida por mensajero el día que le convenga. También puede traer los libros en persona.',
      'Cuando llegan los libros, los revisamos y pagamos. En su cuenta verá cada lote y qué pasó con cada libro (cuánto pagamos o por qué no lo aceptamos), y los pagos en su historial.',
    ],
  },
  rebranding: {
    slug: 'nuevo-nombre', title: 'Estrenamos nombre', perex: 'La misma tienda, las mismas personas y un nombre nuevo: {brand}.',
    paragraphs: [
      'Nuestra tienda ha crecido más allá de un solo país, así que ahora usamos el mismo nombre en todos los países. Su cuenta, sus pedidos y su saldo no cambian.',
      'Los enlaces y marcadores antiguos siguen funcionando y le llevan al lugar correcto. Si algo falla, escríbanos a {email}.',
    ],
  },
  manny: {
    slug: 'manny', title: 'Manny, nuestro duende de los libros', perex: 'Le presentamos a Manny, el guardián de nuestras estanterías.',
    paragraphs: [
      'Manny es la mascota de {brand}. Dicen que vive entre las estanterías de nuestro almacén y que cada noche ordena los libros por el color del lomo.',
      'Encontrará a Manny en nuestras cajas, marcapáginas y correos. Envíenos una foto de Manny en su estantería y quizá la publiquemos.',
    ],
  },
  info: {
    slug: 'info', title: 'Información sobre la tienda', perex: 'Quiénes somos, dónde estamos y cómo contactarnos.',
    paragraphs: [
      '{brand} está gestionada por una empresa con sede en Praga. Compramos y vendemos libros de segunda mano en diez países europeos.',
      'Atención al cliente responde en días laborables de 9 a 17 h en {email} y en el teléfono {phone}.',
    ],
  },
};
