/** Static text of the 404 page (wording fixed by the product description). */
export interface NotFoundContent {
  title: string;
  text: string;
}

/** Static text of the 404 page. */
export const notFound: NotFoundContent = {
  title: 'Oops! Page Not Found',
  text: "The page you're looking for doesn't exist or has been moved.",
};
