// The async boundary lets module federation negotiate shared singletons before React loads.
import('./bootstrap');
