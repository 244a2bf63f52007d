// The part of react-router the product uses, shared by the shell and every remote as one federation singleton.
// Sharing react-router itself ships all of it (server rendering, RSC, cookie parsing) to every guest's phone;
// through this module only what these exports need is built (about half). Import routing from here only
// (an ESLint rule enforces it): a direct react-router import would start a second router copy.
export {
  createBrowserRouter,
  RouterProvider,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { Location, RouteObject } from 'react-router';
