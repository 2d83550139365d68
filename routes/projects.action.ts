/** The projects page's action: a project's attributes. */
export { projectsAction as action } from "../app/projects/actions";
