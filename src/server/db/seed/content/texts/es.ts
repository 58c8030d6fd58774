import type { ContentTexts } from '../content-types';

export const ES: ContentTexts = {
  labels: {
    sellBooks: 'Vender libros', howToSellBooks: 'Cómo vender libros', contact: 'Contacto', blog: 'Blog',
    allCategories: 'Todas las categorías', addedToday: 'Novedades de hoy', discountedToday: 'Rebajados hoy',
    aboutUs: 'Quiénes somos', career: 'Trabaja con nosotros', jobVacancies: 'Ofertas de empleo', shipping: 'Envío y pago',
    personalPickup: 'Recogida en persona', directDelivery: 'Entrega a domicilio', booksCondition: 'Estado de los libros',
    terms: 'Condiciones generales', privacy: 'Política de privacidad',
  },
  footerGroups: { about: 'Quiénes somos', service: 'Atención al cliente', shopping: 'Compras' },
  banner: 'Rebajas de hoy: cientos de títulos hasta un tercio más baratos',
  hero: { title: 'Libros con historia', text: 'Cada día añadimos cientos de libros de segunda mano revisados con cuidado.', cta: 'Ver novedades' },
  pages: {
    aboutUs: {
      slug: 'sobre-nosotros', title: 'Quiénes somos', perex: 'Damos una segunda vida a los libros y lectura asequible a los lectores.',
      paragraphs: [
        '{brand} nació en Praga con una idea sencilla: un libro que ya no necesita puede hacer feliz a otra persona. Le compramos sus libros, los revisamos con cuidado y los ofrecemos a nuevos lectores.',
        'Cada ejemplar pasa por las manos de nuestros libreros. Anotamos su estado y lo fotografiamos antes de ponerlo a la venta, para que sepa exactamente lo que compra.',
        'Los libros que no se venden no acaban en el contenedor de papel. Los donamos a bibliotecas, escuelas y entidades benéficas. ¿Tiene alguna pregunta? Escríbanos a {email}.',
      ],
    },
    terms: {
      slug: 'condiciones-generales', title: 'Condiciones generales', perex: 'Las reglas para comprar y vender libros en nuestra tienda.',
      paragraphs: [
        'Estas condiciones regulan la relación entre el operador de {brand} y el comprador. Al enviar un pedido, el comprador confirma que las ha leído y las acepta.',
        'Cada libro es un ejemplar único. El pedido es vinculante desde que lo confirmamos por correo electrónico. Si el libro se ha vendido entretanto a otro cliente, cancelamos el pedido y reembolsamos el importe íntegro.',
        'Puede devolver los productos comprados a distancia en un plazo de 14 días desde la entrega sin indicar el motivo. Describimos el estado de cada libro según nuestra escala; los defectos indicados en la descripción no son motivo de reclamación.',
      ],
    },
    privacy: {
      slug: 'politica-de-privacidad', title: 'Política de privacidad', perex: 'Cómo tratamos sus datos personales.',
      paragraphs: [
        'Tratamos los datos personales solo en la medida necesaria para gestionar pedidos, comprar libros y comunicarnos con usted. El responsable del tratamiento es el operador de {brand}.',
        'Nunca vendemos sus datos. Solo los compartimos con transportistas y proveedores de pago, y únicamente en la medida imprescindible. Las cookies analíticas y de marketing se usan solo con su consentimiento.',
        'Tiene derecho a acceder a sus datos, rectificarlos y suprimirlos. Contáctenos en {email} o en el {phone}.',
      ],
    },
    draft: {
      slug: 'horario-de-navidad', title: 'Horario de Navidad', perex: 'Cómo funcionaremos durante las fiestas.',
      paragraphs: ['Durante las fiestas navideñas enviaremos los pedidos con un horario reducido. Publicaremos las fechas exactas.'],
    },
  },
  articles: [
    {
      slug: 'como-evaluamos-el-estado', title: 'Cómo evaluamos el estado de los libros', perex: 'Los cinco niveles que asignamos a cada ejemplar.',
      paragraphs: [
        'Cada libro que nos llega lo revisa un librero y le asigna uno de cinco niveles: como nuevo, muy bueno, bueno, aceptable y dañado.',
        'En los niveles más bajos siempre añadimos una nota sobre lo que le falta, como una sobrecubierta rota o subrayados a lápiz. Las fotos muestran el ejemplar real.',
      ],
    },
    {
      slug: 'cinco-consejos-para-vender-libros', title: 'Cinco consejos para vender sus libros', perex: 'Cómo sacar el máximo partido a su biblioteca.',
      paragraphs: [
        'Pagamos más por libros en buen estado que los lectores buscan: novela actual, novela negra, libros de cocina y libros infantiles.',
        'Antes de enviarlos, quíteles el polvo y compruebe que no quedan papeles dentro. Puede enviar el paquete gratis desde un punto de recogida o pedir un mensajero.',
      ],
    },
  ],
};
