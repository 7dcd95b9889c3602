// The async boundary of DESIGN.md section 2: shared singletons are negotiated before any of them
// is consumed, so nothing is eager.
import('./bootstrap');
