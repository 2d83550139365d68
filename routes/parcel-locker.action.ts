/** The parcel-locker page's action: the choice of a locker. */
export { parcelLockerAction as action } from "../app/parcel-locker/actions";
